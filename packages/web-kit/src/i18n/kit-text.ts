import i18next from 'i18next';

/** The kit's own texts (`kit` namespace: locales/{zh-CN,en-US}/kit.json), for code outside React. */
export const kitText = (key: string, options?: Record<string, unknown>): string =>
  i18next.t(`kit:${key}`, options ?? {});
