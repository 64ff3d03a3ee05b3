import type { ConsoleCategory } from '@shop/contracts/catalogue';
import { describe, expect, it } from 'vitest';
import { moveOfDrop, nestCategories } from './category-tree';

const cat = (category_id: number, pid: number, level: number, sort = 0): ConsoleCategory => ({
  category_id,
  pid,
  level,
  category_name: `C${category_id}`,
  short_name: '',
  image: '',
  is_show: true,
  sort,
  goods_count: 0,
});
// 1 西药 > 2 抗感染 > 3 青霉素; 1 > 4 感冒; 5 中成药 > 6 清热 ; 7 器械 (no children)
const LIST = [
  cat(1, 0, 1, 0),
  cat(5, 0, 1, 1),
  cat(7, 0, 1, 2),
  cat(2, 1, 2, 0),
  cat(4, 1, 2, 1),
  cat(6, 5, 2, 0),
  cat(3, 2, 3, 0),
];

describe('category tree moves (issue 25)', () => {
  const tree = nestCategories(LIST);

  it('nests the flat list in display order', () => {
    expect(tree.map((n) => n.category_id)).toEqual([1, 5, 7]);
    expect(tree[0]!.children.map((n) => n.category_id)).toEqual([2, 4]);
    expect(tree[0]!.children[0]!.children.map((n) => n.category_id)).toEqual([3]);
  });

  it('drops into a gap: the target’s parent, before or after it', () => {
    expect(moveOfDrop(tree, { dragId: 4, dropId: 6, toGap: true, side: 1 })).toEqual({
      move: { category_id: 4, pid: 5, position: 1 },
    });
    expect(moveOfDrop(tree, { dragId: 7, dropId: 1, toGap: true, side: -1 })).toEqual({
      move: { category_id: 7, pid: 0, position: 0 },
    });
    // Reordering among siblings counts positions without the dragged one.
    expect(moveOfDrop(tree, { dragId: 1, dropId: 7, toGap: true, side: 1 })).toEqual({
      move: { category_id: 1, pid: 0, position: 2 },
    });
  });

  it('drops onto a node as its first child when the depth allows', () => {
    expect(moveOfDrop(tree, { dragId: 7, dropId: 6, toGap: false, side: 0 })).toEqual({
      move: { category_id: 7, pid: 6, position: 0 },
    });
    // 2 has a child: under 6 (level 2) it would reach level 4.
    expect(moveOfDrop(tree, { dragId: 2, dropId: 6, toGap: false, side: 0 })).toEqual({
      refused: 'too_deep',
    });
    // A root with two levels below it cannot become a second-level category.
    expect(moveOfDrop(tree, { dragId: 1, dropId: 7, toGap: false, side: 0 })).toEqual({
      refused: 'too_deep',
    });
    expect(moveOfDrop(tree, { dragId: 1, dropId: 3, toGap: true, side: 1 })).toEqual({
      refused: 'into_itself',
    });
  });
});
