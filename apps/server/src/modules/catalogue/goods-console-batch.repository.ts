import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku } from './catalogue.tables';
import type { SkuTier } from './batch-price';
import { inConsoleShop } from './goods-console-filter';

/*
 * The writes of the console's batch actions (issue 25). Each runs inside the batch's transaction
 * after `lockBatchGoods` has locked the chosen goods; set-based, so 1,000 goods are a few statements.
 */

/** The chosen goods within the shop's reach (list or bin), locked; missing ones are simply absent. */
export function lockBatchGoods(
  db: DbExecutor,
  shopId: number | null,
  goodsIds: number[],
  recycled: boolean,
) {
  return db
    .select({ goodsId: goods.goodsId, siteId: goods.siteId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(inArray(goods.goodsId, goodsIds), inConsoleShop(shopId, recycled)))
    .orderBy(goods.goodsId)
    .for('update');
}
export type BatchGoodsRow = Awaited<ReturnType<typeof lockBatchGoods>>[number];

const changedIds = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Files the goods under a category; answers those that moved. */
export async function moveGoodsToCategory(
  db: DbExecutor,
  goodsIds: number[],
  category: { categoryId: number; path: string },
): Promise<number[]> {
  const rows = await db
    .update(goods)
    .set({ categoryId: category.categoryId, categoryPath: category.path, updatedAt: new Date() })
    .where(and(inArray(goods.goodsId, goodsIds), ne(goods.categoryId, category.categoryId)))
    .returning({ id: goods.goodsId });
  return changedIds(rows);
}

/** Moves goods to the recycle bin (`into` true) or back; answers those that changed. */
export async function setGoodsRecycled(
  db: DbExecutor,
  goodsIds: number[],
  into: boolean,
): Promise<number[]> {
  const rows = await db
    .update(goods)
    .set({ isDelete: into, deletedAt: into ? new Date() : null, updatedAt: new Date() })
    .where(and(inArray(goods.goodsId, goodsIds), eq(goods.isDelete, !into)))
    .returning({ id: goods.goodsId });
  return changedIds(rows);
}

/** Puts the goods on (1) or off (0) the shelf; answers the ids whose state changed. */
export async function setGoodsShelf(
  db: DbExecutor,
  goodsIds: number[],
  state: 0 | 1,
): Promise<number[]> {
  const rows = await db
    .update(goods)
    .set({ goodsState: state, updatedAt: new Date() })
    .where(and(inArray(goods.goodsId, goodsIds), ne(goods.goodsState, state)))
    .returning({ id: goods.goodsId });
  return changedIds(rows);
}

/** The SKUs of the goods, locked (an order taking their stock waits), for a price change. */
export function lockSkuPrices(db: DbExecutor, goodsIds: number[]) {
  return db
    .select({
      skuId: goodsSku.skuId,
      goodsId: goodsSku.goodsId,
      priceFen: goodsSku.priceFen,
      memberPriceFen: goodsSku.memberPriceFen,
      nearExpiryPriceFen: goodsSku.nearExpiryPriceFen,
      tiers: goodsSku.wholesaleTiers,
    })
    .from(goodsSku)
    .where(inArray(goodsSku.goodsId, goodsIds))
    .orderBy(goodsSku.skuId)
    .for('update');
}
export type SkuPriceRow = Awaited<ReturnType<typeof lockSkuPrices>>[number];

/** A SKU's new prices: price, member price, zone price (ADR 0029), wholesale tiers (ADR 0021). */
export type SkuPriceWrite = {
  skuId: number;
  priceFen: number;
  memberPriceFen: number | null;
  nearExpiryPriceFen: number | null;
  tiers: SkuTier[];
};

/**
 * Writes new SKU prices (and tiers) in one statement, the grade prices in another, then each
 * goods' summary price (its default SKU's).
 */
export async function writeSkuPrices(
  db: DbExecutor,
  prices: SkuPriceWrite[],
  grades: { skuId: number; kind: string; targetId: number; priceFen: number }[],
  goodsIds: number[],
): Promise<void> {
  const values = sql.join(
    prices.map(
      (p) =>
        sql`(${p.skuId}::int, ${p.priceFen}::bigint, ${p.memberPriceFen}::bigint, ${p.nearExpiryPriceFen}::bigint, ${JSON.stringify(p.tiers)}::jsonb)`,
    ),
    sql`, `,
  );
  await db.execute(
    sql`update goods_sku set price_fen = v.price_fen, member_price_fen = v.member_price_fen, near_expiry_price_fen = v.near_expiry_price_fen, wholesale_tiers = v.tiers from (values ${values}) as v(sku_id, price_fen, member_price_fen, near_expiry_price_fen, tiers) where goods_sku.sku_id = v.sku_id`,
  );
  if (grades.length) {
    const gradeValues = sql.join(
      grades.map(
        (g) =>
          sql`(${g.skuId}::int, ${g.kind}::varchar, ${g.targetId}::int, ${g.priceFen}::bigint)`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update goods_sku_price set price_fen = v.price_fen from (values ${gradeValues}) as v(sku_id, kind, target_id, price_fen) where goods_sku_price.sku_id = v.sku_id and goods_sku_price.kind = v.kind and goods_sku_price.target_id = v.target_id`,
    );
  }
  await db
    .update(goods)
    .set({
      priceFen: sql`coalesce((select s.price_fen from goods_sku s where s.goods_id = ${goods.goodsId} and s.is_default limit 1), ${goods.priceFen})`,
      updatedAt: new Date(),
    })
    .where(inArray(goods.goodsId, goodsIds));
}
