/** The i18n set-up both apps share (issue 25) and the language helpers. */
export { currentApiLang, currentLang, LANGS, type Lang } from './lang';
export { setUpI18n, type AppI18n, type I18nOptions } from './set-up-i18n';
