import type { CategoryTree } from '@shop/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { findCategoryPath } from './category-path';

const node = (category_id: number, level: number, pid: number) => ({
  category_id,
  pid,
  level,
  category_name: `c${category_id}`,
  short_name: '',
  image: '',
});
const TREE: CategoryTree = [
  {
    ...node(1, 1, 0),
    child_list: [{ ...node(5, 2, 1), child_list: [{ ...node(23, 3, 5), child_list: [] }] }],
  },
  { ...node(2, 1, 0), child_list: [{ ...node(6, 2, 2), child_list: [] }] },
];

describe('findCategoryPath', () => {
  it('gives the breadcrumbs from the first level down', () => {
    expect(findCategoryPath(TREE, 23, 3).map((c) => c.category_id)).toEqual([1, 5, 23]);
    expect(findCategoryPath(TREE, 6).map((c) => c.category_id)).toEqual([2, 6]);
    expect(findCategoryPath(TREE, 1, 1).map((c) => c.category_id)).toEqual([1]);
  });

  it('finds nothing for an unknown id or a wrong level', () => {
    expect(findCategoryPath(TREE, 99)).toEqual([]);
    expect(findCategoryPath(TREE, 23, 2)).toEqual([]);
  });
});
