import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];
/** The console's own choice, apart from the storefront's. */
const STORAGE_KEY = 'shop.admin.lang';

type Namespaces = Record<string, Record<string, unknown>>;

/** `locales/zh-CN/layout.json` -> `layout`. */
const namespaceOf = (file: string) => /\/([^/]+)\.json$/.exec(file)?.[1] ?? file;

// Chinese is the default and the fallback: it ships with the console. English loads when chosen.
const chinese = import.meta.glob<Record<string, unknown>>('../locales/zh-CN/*.json', {
  eager: true,
  import: 'default',
});
const english = import.meta.glob<Record<string, unknown>>('../locales/en-US/*.json', {
  import: 'default',
});

const chineseResources: Namespaces = Object.fromEntries(
  Object.entries(chinese).map(([file, content]) => [namespaceOf(file), content]),
);

/** Adds the English texts to i18next once; Chinese is always there. */
async function loadLang(lang: Lang): Promise<void> {
  if (lang !== 'en-US' || i18next.hasResourceBundle('en-US', 'common')) return;
  const bundles = await Promise.all(
    Object.entries(english).map(async ([file, load]) => [namespaceOf(file), await load()] as const),
  );
  for (const [ns, content] of bundles) i18next.addResourceBundle('en-US', ns, content);
}

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': chineseResources },
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  ns: Object.keys(chineseResources),
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18n = i18next;

export function currentLang(): Lang {
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** The spec's language codes on the wire. */
export const currentApiLang = (): 'zh-cn' | 'en-us' =>
  currentLang() === 'en-US' ? 'en-us' : 'zh-cn';

/** Switches to the language saved in this browser; awaited before the first render. */
export function restoreLang(): Promise<void> {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en-US' ? changeLang('en-US') : Promise.resolve();
}

export async function changeLang(lang: Lang): Promise<void> {
  await loadLang(lang);
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}
