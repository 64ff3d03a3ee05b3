import { localeGaps } from '@shop/web-kit/testing';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});

describe('locale files', () => {
  it('have the same namespaces and keys in zh-CN and en-US', () => {
    expect(Object.keys(files)).toContain('./zh-CN/common.json');
    expect(localeGaps(files)).toEqual([]);
  });
});
