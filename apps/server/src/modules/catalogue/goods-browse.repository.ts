import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsLabel, goodsSku, shop } from './catalogue.tables';
import { goodsBrowse } from './goods-member.tables';
import { rememberedCardColumns } from './member-goods.repository';

/** Records the footprint, or moves the existing one to now (and to the given SKU); answers its id. */
export async function upsertGoodsBrowse(
  db: DbExecutor,
  row: { memberId: number; goodsId: number; skuId: number },
): Promise<number> {
  const [saved] = await db
    .insert(goodsBrowse)
    .values(row)
    .onConflictDoUpdate({
      target: [goodsBrowse.memberId, goodsBrowse.goodsId],
      set: { skuId: row.skuId, browseAt: sql`now()` },
    })
    .returning({ id: goodsBrowse.id });
  if (!saved) throw new Error('goods_browse upsert returned nothing');
  return saved.id;
}

/** Deletes the member's footprints beyond the newest `keep`. */
export async function trimGoodsBrowse(
  db: DbExecutor,
  memberId: number,
  keep: number,
): Promise<void> {
  const newest = db
    .select({ id: goodsBrowse.id })
    .from(goodsBrowse)
    .where(eq(goodsBrowse.memberId, memberId))
    .orderBy(desc(goodsBrowse.browseAt), desc(goodsBrowse.id))
    .limit(keep);
  await db
    .delete(goodsBrowse)
    .where(and(eq(goodsBrowse.memberId, memberId), notInArray(goodsBrowse.id, newest)));
}

/** Deletes those of `ids` that are the member's footprints; answers how many went. */
export async function deleteGoodsBrowse(
  db: DbExecutor,
  memberId: number,
  ids: number[],
): Promise<number> {
  const rows = await db
    .delete(goodsBrowse)
    .where(and(eq(goodsBrowse.memberId, memberId), inArray(goodsBrowse.id, ids)))
    .returning({ id: goodsBrowse.id });
  return rows.length;
}

/** Counted like the page: footprints whose goods and SKU still exist. */
export async function countGoodsBrowse(db: DbExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goodsBrowse)
    .innerJoin(goods, eq(goods.goodsId, goodsBrowse.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsBrowse.skuId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(eq(goodsBrowse.memberId, memberId));
  return row?.n ?? 0;
}

/** The member's footprints as card rows of the viewed SKU, newest first. */
export function pageGoodsBrowseRows(
  db: DbExecutor,
  memberId: number,
  options: { offset: number; limit: number },
) {
  return db
    .select({
      ...rememberedCardColumns,
      id: goodsBrowse.id,
      browseAt: goodsBrowse.browseAt,
    })
    .from(goodsBrowse)
    .innerJoin(goods, eq(goods.goodsId, goodsBrowse.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsBrowse.skuId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId))
    .where(eq(goodsBrowse.memberId, memberId))
    .orderBy(desc(goodsBrowse.browseAt), desc(goodsBrowse.id))
    .offset(options.offset)
    .limit(options.limit);
}
