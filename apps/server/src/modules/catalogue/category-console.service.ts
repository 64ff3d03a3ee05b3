import {
  CATEGORY_MAX_LEVEL,
  type CategoryAddBodySchema,
  type CategoryEditBodySchema,
  type CategoryMoveBodySchema,
  type ConsoleCategory,
} from '@shop/contracts/catalogue';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, type StaffActor } from '../auth';
import { catalogueChanged } from './catalogue-changed';
import { assertCatalogueImage, assertCatalogueWriter, PLATFORM_SITE } from './catalogue-writer';
import {
  categoryPath,
  countGoodsByCategory,
  countGoodsOn,
  countGoodsUnder,
  deleteCategory,
  findAllCategories,
  findCategory,
  findChildren,
  insertCategory,
  nextChildSort,
  renumberSiblings,
  rewriteGoodsPaths,
  shiftDescendantLevels,
  updateCategory,
  type ConsoleCategoryRow,
} from './category-console.repository';

/*
 * The three-level category tree in the console (issue 25, ADR 0023): create, rename, image, show
 * or hide, move or reorder, delete. The tree never grows deeper than 3 levels, a category holding
 * goods gets no children, a move rewrites its goods' `category_path`, and a category with goods or
 * children is deleted only once they have moved.
 */

type Add = z.output<typeof CategoryAddBodySchema>;
type Edit = z.output<typeof CategoryEditBodySchema>;
type Move = z.output<typeof CategoryMoveBodySchema>;

const audited = (
  row: Pick<ConsoleCategoryRow, 'categoryName' | 'shortName' | 'image' | 'isShow'>,
) => ({
  category_name: row.categoryName,
  short_name: row.shortName,
  image: row.image,
  is_show: row.isShow,
});

/** `/staff/api/category/lists`: every category with its goods count (its children's included). */
export async function listConsoleCategories(db: DbExecutor): Promise<ConsoleCategory[]> {
  const [rows, direct] = await Promise.all([findAllCategories(db), countGoodsByCategory(db)]);
  const total = new Map<number, number>();
  // Deepest first, so a parent adds its children's totals once they are complete.
  for (const row of rows) total.set(row.categoryId, direct.get(row.categoryId) ?? 0);
  for (const row of [...rows].sort((a, b) => b.level - a.level))
    if (row.pid) total.set(row.pid, (total.get(row.pid) ?? 0) + (total.get(row.categoryId) ?? 0));
  return rows.map((row) => ({
    category_id: row.categoryId,
    pid: row.pid,
    level: row.level,
    category_name: row.categoryName,
    short_name: row.shortName,
    image: row.image,
    is_show: row.isShow,
    sort: row.sort,
    goods_count: total.get(row.categoryId) ?? 0,
  }));
}

/** The parent a category goes under: 0 (level 1) or a category above level 3 holding no goods. */
async function parentLevel(db: DbExecutor, pid: number): Promise<number> {
  if (pid === 0) return 0;
  const parent = await findCategory(db, pid, true);
  if (!parent) throw new AppError('catalogue.category_missing');
  if (parent.level >= CATEGORY_MAX_LEVEL) throw new AppError('catalogue.category_too_deep');
  if ((await countGoodsOn(db, pid)) > 0) throw new AppError('catalogue.category_parent_has_goods');
  return parent.level;
}

/** `/staff/api/category/add`: placed after the parent's last child. */
export async function addCategory(db: DbExecutor, actor: StaffActor, body: Add) {
  await assertCatalogueWriter(db, actor);
  assertCatalogueImage(body.image);
  const id = await db.transaction(async (tx) => {
    const level = (await parentLevel(tx, body.pid)) + 1;
    const values = {
      pid: body.pid,
      level,
      categoryName: body.category_name,
      shortName: body.short_name,
      image: body.image,
      isShow: body.is_show,
      sort: await nextChildSort(tx, body.pid),
    };
    const categoryId = await insertCategory(tx, values);
    await recordStaffAction(tx, actor, {
      action: 'category.add',
      siteId: PLATFORM_SITE,
      targetType: 'category',
      targetId: categoryId,
      after: { ...audited(values), pid: body.pid },
    });
    return categoryId;
  });
  await catalogueChanged(db, { categories: true });
  return id;
}

/** `/staff/api/category/edit`: name, short name, image, shown or hidden. */
export async function editCategory(db: DbExecutor, actor: StaffActor, body: Edit) {
  await assertCatalogueWriter(db, actor);
  await db.transaction(async (tx) => {
    const before = await findCategory(tx, body.category_id, true);
    if (!before) throw new AppError('catalogue.category_missing');
    assertCatalogueImage(body.image, before.image);
    const patch = {
      categoryName: body.category_name,
      shortName: body.short_name,
      image: body.image,
      isShow: body.is_show,
    };
    await updateCategory(tx, body.category_id, patch);
    await recordStaffAction(tx, actor, {
      action: 'category.edit',
      siteId: PLATFORM_SITE,
      targetType: 'category',
      targetId: body.category_id,
      before: audited(before),
      after: audited(patch),
    });
  });
  await catalogueChanged(db, { categories: true });
  return body.category_id;
}

/** The ids below a category, and how many levels deep they go (0: none). */
function subtreeOf(all: ConsoleCategoryRow[], categoryId: number) {
  const ids: number[] = [];
  let height = 0;
  let frontier = [categoryId];
  while (frontier.length) {
    const next = all.filter((c) => frontier.includes(c.pid)).map((c) => c.categoryId);
    if (next.length) height += 1;
    ids.push(...next);
    frontier = next;
  }
  return { ids, height };
}

/**
 * `/staff/api/category/move`: under `pid` at `position`. Refused under itself or its own
 * descendants, deeper than 3 levels, or under a category holding goods.
 */
export async function moveCategory(db: DbExecutor, actor: StaffActor, body: Move) {
  await assertCatalogueWriter(db, actor);
  const goodsIds = await db.transaction(async (tx) => {
    const moving = await findCategory(tx, body.category_id, true);
    if (!moving) throw new AppError('catalogue.category_missing');
    const below = subtreeOf(await findAllCategories(tx), moving.categoryId);
    if (body.pid === moving.categoryId || below.ids.includes(body.pid))
      throw new AppError('catalogue.category_into_itself');
    const level = (await parentLevel(tx, body.pid)) + 1;
    if (level + below.height > CATEGORY_MAX_LEVEL)
      throw new AppError('catalogue.category_too_deep');
    const oldPath = await categoryPath(tx, moving.categoryId);
    await updateCategory(tx, moving.categoryId, { pid: body.pid, level });
    await shiftDescendantLevels(tx, below.ids, level - moving.level);
    const siblings = (await findChildren(tx, body.pid))
      .map((c) => c.categoryId)
      .filter((id) => id !== moving.categoryId);
    siblings.splice(Math.min(body.position, siblings.length), 0, moving.categoryId);
    await renumberSiblings(tx, siblings);
    const newPath = await categoryPath(tx, moving.categoryId);
    const moved = oldPath === newPath ? [] : await rewriteGoodsPaths(tx, oldPath, newPath);
    await recordStaffAction(tx, actor, {
      action: 'category.move',
      siteId: PLATFORM_SITE,
      targetType: 'category',
      targetId: moving.categoryId,
      before: { pid: moving.pid, level: moving.level, path: oldPath },
      after: { pid: body.pid, level, path: newPath, position: siblings.indexOf(moving.categoryId) },
    });
    return moved;
  });
  await catalogueChanged(db, { categories: true, goodsIds });
  return body.category_id;
}

/** `/staff/api/category/delete`: only once its goods and children have moved. */
export async function removeCategory(db: DbExecutor, actor: StaffActor, categoryId: number) {
  await assertCatalogueWriter(db, actor);
  await db.transaction(async (tx) => {
    const row = await findCategory(tx, categoryId, true);
    if (!row) throw new AppError('catalogue.category_missing');
    const children = await findChildren(tx, categoryId);
    if (children.length)
      throw new AppError('catalogue.category_has_children', { count: children.length });
    const goodsCount = await countGoodsUnder(tx, await categoryPath(tx, categoryId));
    if (goodsCount) throw new AppError('catalogue.category_has_goods', { count: goodsCount });
    await deleteCategory(tx, categoryId);
    await recordStaffAction(tx, actor, {
      action: 'category.delete',
      siteId: PLATFORM_SITE,
      targetType: 'category',
      targetId: categoryId,
      before: { ...audited(row), pid: row.pid },
    });
  });
  await catalogueChanged(db, { categories: true });
  return categoryId;
}
