import { describe, expect, it } from 'vitest';
import { loadResources } from '../lib/i18n';

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
