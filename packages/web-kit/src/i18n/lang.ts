import i18next from 'i18next';

export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];

/** The app's language now: Chinese unless English was chosen (spec §9: default language zh-cn). */
export const currentLang = (): Lang => (i18next.language === 'en-US' ? 'en-US' : 'zh-CN');

/** The spec's language codes on the wire. */
export const currentApiLang = (): 'zh-cn' | 'en-us' =>
  currentLang() === 'en-US' ? 'en-us' : 'zh-cn';

/** The `accept-language` header of a wire language. */
export const httpLang = (lang: 'zh-cn' | 'en-us'): string => (lang === 'en-us' ? 'en-US' : 'zh-CN');
