type Texts = Record<string, unknown>;

const flatKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

/**
 * What the locale files lack, given as `import.meta.glob('./*\/*.json', { eager: true, import:
 * 'default' })` (`./zh-CN/site.json` ...): each namespace and key found in one language and not
 * the other (both are complete: the project's standard), as `en-US site: a.b`. Empty when both
 * match.
 */
export function localeGaps(files: Record<string, Texts>): string[] {
  const keysOf: Record<'zh-CN' | 'en-US', Map<string, string[]>> = {
    'zh-CN': new Map(),
    'en-US': new Map(),
  };
  for (const [file, texts] of Object.entries(files)) {
    const [, lang, ns] = /([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if ((lang === 'zh-CN' || lang === 'en-US') && ns) keysOf[lang].set(ns, flatKeys(texts));
  }
  const gaps = (lang: 'zh-CN' | 'en-US', other: 'zh-CN' | 'en-US') =>
    [...keysOf[other]].flatMap(([ns, keys]) => {
      const own = keysOf[lang].get(ns);
      if (!own) return [`${lang} ${ns}: the whole namespace`];
      return keys
        .filter((key) => key === '' || !own.includes(key))
        .map((key) => `${lang} ${ns}: ${key}`);
    });
  return [...gaps('en-US', 'zh-CN'), ...gaps('zh-CN', 'en-US')];
}
