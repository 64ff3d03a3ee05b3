import type { CategoryNode, CategoryTree } from '@shop/contracts/catalogue';

/**
 * The categories from the first level down to `categoryId` (the breadcrumbs of a category list),
 * or [] when the tree does not hold it. `level`, when known, only narrows the depth searched.
 */
export function findCategoryPath(
  tree: CategoryTree,
  categoryId: number,
  level?: number,
): CategoryNode[] {
  const walk = (nodes: readonly CategoryNode[], path: CategoryNode[]): CategoryNode[] => {
    for (const node of nodes) {
      const here = [...path, node];
      if (node.category_id === categoryId && (!level || node.level === level)) return here;
      const found = walk(node.child_list, here);
      if (found.length > 0) return found;
    }
    return [];
  };
  return walk(tree, []);
}
