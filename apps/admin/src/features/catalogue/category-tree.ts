import { CATEGORY_MAX_LEVEL, type ConsoleCategory } from '@shop/contracts/catalogue';

/*
 * The console's category tree (issue 25): nested from the flat list, and a drag-and-drop turned
 * into the `/staff/api/category/move` call, refused before asking the server when the tree would
 * grow deeper than 3 levels or a category would go under itself (the server checks the same).
 */

export type CategoryNode = ConsoleCategory & { children: CategoryNode[] };

/** Nests the flat list (parents first, in display order) into the tree. */
export function nestCategories(list: readonly ConsoleCategory[]): CategoryNode[] {
  const nodes = new Map(list.map((c) => [c.category_id, { ...c, children: [] as CategoryNode[] }]));
  const roots: CategoryNode[] = [];
  for (const node of [...nodes.values()].sort(
    (a, b) => a.sort - b.sort || a.category_id - b.category_id,
  )) {
    const parent = nodes.get(node.pid);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Where a dragged category was dropped, as antd's Tree reports it. */
export type Drop = {
  dragId: number;
  dropId: number;
  /** true: between nodes (before or after `dropId`); false: onto `dropId` (first child). */
  toGap: boolean;
  /** -1 before `dropId`, 1 after it (when `toGap`). */
  side: -1 | 0 | 1;
};

export type Move = { category_id: number; pid: number; position: number };

/** How many levels lie below a category (0: none). */
const heightOf = (node: CategoryNode): number =>
  node.children.length ? 1 + Math.max(...node.children.map(heightOf)) : 0;

const find = (nodes: CategoryNode[], id: number): CategoryNode | undefined => {
  for (const node of nodes) {
    if (node.category_id === id) return node;
    const inner = find(node.children, id);
    if (inner) return inner;
  }
  return undefined;
};

/** The move call for a drop, or why it is refused. */
export function moveOfDrop(
  tree: CategoryNode[],
  drop: Drop,
): { move: Move } | { refused: 'too_deep' | 'into_itself' | 'unknown' } {
  const dragged = find(tree, drop.dragId);
  const target = find(tree, drop.dropId);
  if (!dragged || !target) return { refused: 'unknown' };
  const pid = drop.toGap ? target.pid : target.category_id;
  if (pid === dragged.category_id || (pid !== 0 && find(dragged.children, pid)))
    return { refused: 'into_itself' };
  const parentLevel = pid === 0 ? 0 : (find(tree, pid)?.level ?? 0);
  if (parentLevel + 1 + heightOf(dragged) > CATEGORY_MAX_LEVEL) return { refused: 'too_deep' };
  const siblings = (pid === 0 ? tree : (find(tree, pid)?.children ?? []))
    .map((c) => c.category_id)
    .filter((id) => id !== dragged.category_id);
  const position = drop.toGap
    ? Math.max(0, siblings.indexOf(target.category_id) + (drop.side === 1 ? 1 : 0))
    : 0;
  return { move: { category_id: dragged.category_id, pid, position } };
}
