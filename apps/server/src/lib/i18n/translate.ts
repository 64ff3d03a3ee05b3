import enUS from '../../locales/en-US.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN.json' with { type: 'json' };

export type Lang = 'zh-CN' | 'en-US';
export type MessageKey = keyof typeof zhCN;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Lang, Record<string, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

/** The user-facing message for `key` in `lang`, with `{{name}}` placeholders filled. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[lang][key] ?? catalogues['zh-CN'][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The request's language: the body's `lang` wins, then Accept-Language; zh-CN by default. */
export function pickLang(bodyLang: unknown, acceptLanguage: string | undefined): Lang {
  if (bodyLang === 'en-us') return 'en-US';
  if (bodyLang === 'zh-cn') return 'zh-CN';
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}
