import { describe, expect, it } from 'vitest';
import { categoryListUrl, flyoutDepth, inlineChildren, shortLabel } from './category-links';

describe('category links', () => {
  it('link a category to its goods list with id and level', () => {
    expect(categoryListUrl({ category_id: 17, level: 2 })).toBe('/list?category_id=17&level=2');
  });

  it('use the short name when set', () => {
    expect(shortLabel({ category_name: '抗感染用药', short_name: '抗感染' })).toBe('抗感染');
    expect(shortLabel({ category_name: '抗感染用药', short_name: '' })).toBe('抗感染用药');
  });

  it('show only the first 3 second-level categories inline, and only in style 3', () => {
    const children = ['a', 'b', 'c', 'd', 'e'];
    expect(inlineChildren(3, children)).toEqual(['a', 'b', 'c']);
    expect(inlineChildren(3, ['a'])).toEqual(['a']);
    expect(inlineChildren(2, children)).toEqual([]);
    expect(inlineChildren(1, children)).toEqual([]);
  });

  it('open a fly-out one level deeper per style', () => {
    expect([1, 2, 3].map((s) => flyoutDepth(s as 1 | 2 | 3))).toEqual([0, 1, 2]);
  });
});
