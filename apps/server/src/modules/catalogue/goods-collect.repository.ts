import { and, count, desc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsLabel, goodsSku, shop } from './catalogue.tables';
import { goodsCollect } from './goods-member.tables';
import { rememberedCardColumns } from './member-goods.repository';

/** Adds the favourite, or keeps the existing one (moved to the given SKU); answers its id. */
export async function upsertGoodsCollect(
  db: DbExecutor,
  row: { memberId: number; goodsId: number; skuId: number },
): Promise<number> {
  const [saved] = await db
    .insert(goodsCollect)
    .values(row)
    .onConflictDoUpdate({
      target: [goodsCollect.memberId, goodsCollect.goodsId],
      set: { skuId: row.skuId },
    })
    .returning({ collectId: goodsCollect.collectId });
  if (!saved) throw new Error('goods_collect upsert returned nothing');
  return saved.collectId;
}

/** Removes the member's favourite of the goods; answers how many rows went (0 or 1). */
export async function deleteGoodsCollect(
  db: DbExecutor,
  memberId: number,
  goodsId: number,
): Promise<number> {
  const rows = await db
    .delete(goodsCollect)
    .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)))
    .returning({ collectId: goodsCollect.collectId });
  return rows.length;
}

export async function hasGoodsCollect(
  db: DbExecutor,
  memberId: number,
  goodsId: number,
): Promise<boolean> {
  const rows = await db
    .select({ collectId: goodsCollect.collectId })
    .from(goodsCollect)
    .where(and(eq(goodsCollect.memberId, memberId), eq(goodsCollect.goodsId, goodsId)))
    .limit(1);
  return rows.length > 0;
}

/** Counted like the page: favourites whose goods and SKU still exist. */
export async function countGoodsCollect(db: DbExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(goodsCollect)
    .innerJoin(goods, eq(goods.goodsId, goodsCollect.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCollect.skuId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(eq(goodsCollect.memberId, memberId));
  return row?.n ?? 0;
}

/** The member's favourites as card rows of the collected SKU, newest first. */
export function pageGoodsCollectRows(
  db: DbExecutor,
  memberId: number,
  options: { offset: number; limit: number },
) {
  return db
    .select({
      ...rememberedCardColumns,
      collectId: goodsCollect.collectId,
      createdAt: goodsCollect.createdAt,
    })
    .from(goodsCollect)
    .innerJoin(goods, eq(goods.goodsId, goodsCollect.goodsId))
    .innerJoin(goodsSku, eq(goodsSku.skuId, goodsCollect.skuId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId))
    .where(eq(goodsCollect.memberId, memberId))
    .orderBy(desc(goodsCollect.createdAt), desc(goodsCollect.collectId))
    .offset(options.offset)
    .limit(options.limit);
}
