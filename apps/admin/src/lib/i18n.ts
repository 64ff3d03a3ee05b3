import { setUpI18n } from '@shop/web-kit/i18n';

/**
 * The console's texts (`locales/<lang>/<namespace>.json`) on the kit's i18n set-up; its chosen
 * language is its own, apart from the storefront's.
 */
export const { i18n, restoreLang, changeLang } = setUpI18n({
  chinese: import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', {
    eager: true,
    import: 'default',
  }),
  english: import.meta.glob<Record<string, unknown>>('../locales/en-US/*.json', {
    import: 'default',
  }),
  storageKey: 'shop.admin.lang',
});
