import { LANG_COOKIE } from '@shop/contracts/constants';
import { setUpI18n } from '@shop/web-kit/i18n';

/**
 * The storefront's texts (`locales/<lang>/<namespace>.json`) on the kit's i18n set-up. The
 * chosen language is also written into a cookie: the server writes the first page's data in it
 * (ADR 0012).
 */
export const { i18n, restoreLang, changeLang } = setUpI18n({
  chinese: import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', {
    eager: true,
    import: 'default',
  }),
  english: import.meta.glob<Record<string, unknown>>('../locales/en-US/*.json', {
    import: 'default',
  }),
  storageKey: 'shop.lang',
  langCookie: LANG_COOKIE,
});
