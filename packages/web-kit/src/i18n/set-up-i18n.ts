import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import kitEnglish from './locales/en-US/kit.json';
import kitChinese from './locales/zh-CN/kit.json';
import type { Lang } from './lang';

type Texts = Record<string, unknown>;

export type I18nOptions = {
  /** `import.meta.glob('../locales/zh-CN/*.json', { eager: true, import: 'default' })`. */
  chinese: Record<string, Texts>;
  /** `import.meta.glob('../locales/en-US/*.json', { import: 'default' })`: loaded when chosen. */
  english: Record<string, () => Promise<Texts>>;
  /** Where this app keeps the chosen language in the browser (each app its own choice). */
  storageKey: string;
  /** A cookie that tells the server the language, when the app's first page carries data. */
  langCookie?: string;
};

export type AppI18n = {
  i18n: I18n;
  /** Switches to the language saved in this browser; awaited before the first render. */
  restoreLang: () => Promise<void>;
  changeLang: (lang: Lang) => Promise<void>;
};

/** `locales/zh-CN/site.json` -> `site`. */
const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? file;

/**
 * Sets up i18next for one app: its locale files by namespace plus the kit's own (`kit`). Chinese
 * is the default and the fallback and ships with the app (spec §9: default language zh-cn);
 * English loads when chosen.
 */
export function setUpI18n(options: I18nOptions): AppI18n {
  const chinese: Record<string, Texts> = {
    ...Object.fromEntries(
      Object.entries(options.chinese).map(([file, texts]) => [namespaceOf(file), texts]),
    ),
    kit: kitChinese,
  };

  void i18next.use(initReactI18next).init({
    resources: { 'zh-CN': chinese },
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    defaultNS: 'common',
    ns: Object.keys(chinese),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });

  /** Adds the English texts once; Chinese is always there. */
  async function loadLang(lang: Lang): Promise<void> {
    if (lang !== 'en-US' || i18next.hasResourceBundle('en-US', 'kit')) return;
    const bundles = await Promise.all(
      Object.entries(options.english).map(
        async ([file, load]) => [namespaceOf(file), await load()] as const,
      ),
    );
    for (const [ns, texts] of [...bundles, ['kit', kitEnglish] as const])
      i18next.addResourceBundle('en-US', ns, texts);
  }

  async function changeLang(lang: Lang): Promise<void> {
    await loadLang(lang);
    localStorage.setItem(options.storageKey, lang);
    // The server writes the first page's data in this language (ADR 0012).
    if (options.langCookie)
      document.cookie = `${options.langCookie}=${lang}; path=/; max-age=31536000; samesite=lax`;
    document.documentElement.lang = lang;
    await i18next.changeLanguage(lang);
  }

  function restoreLang(): Promise<void> {
    const saved =
      typeof localStorage === 'undefined' ? null : localStorage.getItem(options.storageKey);
    return saved === 'en-US' ? changeLang('en-US') : Promise.resolve();
  }

  return { i18n: i18next, restoreLang, changeLang };
}
