import { describe, expect, it } from 'vitest';

type Namespaces = Record<string, unknown>;
const files = import.meta.glob<Namespaces>('./*/*.json', { eager: true, import: 'default' });

/** `{ 'zh-CN': { common: {...} }, 'en-US': {...} }` read straight from the files. */
function loadResources(): Record<'zh-CN' | 'en-US', Namespaces> {
  const resources: Record<'zh-CN' | 'en-US', Namespaces> = { 'zh-CN': {}, 'en-US': {} };
  for (const [file, content] of Object.entries(files)) {
    const [, lang, ns] = /\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
    if ((lang === 'zh-CN' || lang === 'en-US') && ns) resources[lang][ns] = content;
  }
  return resources;
}

const flatKeys = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => flatKeys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('locale files', () => {
  const resources = loadResources();

  it('have the same namespaces in zh-CN and en-US', () => {
    expect(Object.keys(resources['en-US']).sort()).toEqual(Object.keys(resources['zh-CN']).sort());
    expect(Object.keys(resources['zh-CN']).length).toBeGreaterThan(0);
  });

  it.each(Object.keys(loadResources()['zh-CN']))(
    'namespace %s has the same keys in both languages',
    (ns) => {
      const zh = flatKeys(resources['zh-CN'][ns]).sort();
      const en = flatKeys(resources['en-US'][ns]).sort();
      expect(en).toEqual(zh);
      for (const key of zh) expect(key).not.toBe('');
    },
  );
});
