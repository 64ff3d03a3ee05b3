import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGS = ['zh-CN', 'en-US'] as const;
export type Lang = (typeof LANGS)[number];
const STORAGE_KEY = 'shop.lang';

type Namespaces = Record<string, Record<string, unknown>>;
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** `{ 'zh-CN': { common: {...}, auth: {...} }, 'en-US': {...} }` from the locale files. */
export function loadResources(): Record<Lang, Namespaces> {
  const resources: Record<Lang, Namespaces> = { 'zh-CN': {}, 'en-US': {} };
  for (const [file, content] of Object.entries(files)) {
    const [, lang, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if ((lang === 'zh-CN' || lang === 'en-US') && namespace) resources[lang][namespace] = content;
  }
  return resources;
}

function initialLang(): Lang {
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY);
  return saved === 'en-US' ? 'en-US' : 'zh-CN';
}

const resources = loadResources();

void i18next.use(initReactI18next).init({
  resources,
  lng: initialLang(),
  fallbackLng: 'zh-CN',
  defaultNS: 'common',
  ns: Object.keys(resources['zh-CN']),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export const i18n = i18next;

export function currentLang(): Lang {
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** The spec's language codes on the wire. */
export function currentApiLang(): 'zh-cn' | 'en-us' {
  return currentLang() === 'en-US' ? 'en-us' : 'zh-cn';
}

export async function changeLang(lang: Lang): Promise<void> {
  localStorage.setItem(STORAGE_KEY, lang);
  document.documentElement.lang = lang;
  await i18next.changeLanguage(lang);
}
