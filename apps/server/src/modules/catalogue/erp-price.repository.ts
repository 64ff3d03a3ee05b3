import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { goods, goodsSku, goodsSkuPrice } from './catalogue.tables';
import { jsonRows } from './erp-sync-rows';

/*
 * The price sync's reads and writes (issue 26): a batch's default SKUs with their prices read at
 * once; the changed ones written with one statement per table.
 */

/** The default SKU, with its prices, of the shop's goods carrying these ERP codes. */
export async function findPriceTargets(db: DbExecutor, siteId: number, codes: string[]) {
  if (codes.length === 0) return [];
  const rows = await db
    .select({
      goodsId: goods.goodsId,
      code: goods.goodsErpSpid,
      skuId: goodsSku.skuId,
      priceFen: goodsSku.priceFen,
      marketPriceFen: goodsSku.marketPriceFen,
      costPriceFen: goodsSku.costPriceFen,
      memberPriceFen: goodsSku.memberPriceFen,
      nearExpiryPriceFen: goodsSku.nearExpiryPriceFen,
      wholesaleTiers: goodsSku.wholesaleTiers,
    })
    .from(goods)
    .innerJoin(goodsSku, eq(goodsSku.goodsId, goods.goodsId))
    .where(
      and(eq(goods.siteId, siteId), inArray(goods.goodsErpSpid, codes), eq(goods.isDelete, false)),
    )
    .orderBy(asc(goods.goodsId), desc(goodsSku.isDefault), asc(goodsSku.skuId));
  return rows.filter((row, i) => i === 0 || rows[i - 1]!.goodsId !== row.goodsId);
}
export type PriceTarget = Awaited<ReturnType<typeof findPriceTargets>>[number];

export type Grade = { kind: 'label' | 'level'; targetId: number; priceFen: number };
export type PriceWrite = {
  goods_id: number;
  sku_id: number;
  price_fen: number;
  market_price_fen: number;
  cost_price_fen: number;
  member_price_fen: number | null;
  near_expiry_price_fen: number | null;
  wholesale_tiers: { num: number; limit_num: number; price_fen: number }[];
  grades: Grade[];
};

/**
 * Writes the prices of the changed SKUs: the SKU's prices and tiers, its buyer-type and level
 * prices (replaced whole), and the goods' summary price, which follows its default SKU.
 */
export async function writePrices(tx: DbTransaction, rows: PriceWrite[]) {
  const skuIds = rows.map((r) => r.sku_id);
  await tx.execute(sql`
    update goods_sku s set price_fen = v.price_fen, market_price_fen = v.market_price_fen,
      cost_price_fen = v.cost_price_fen, member_price_fen = v.member_price_fen,
      near_expiry_price_fen = v.near_expiry_price_fen, wholesale_tiers = v.wholesale_tiers
    from jsonb_to_recordset(${jsonRows(rows)}) as v(sku_id int, price_fen bigint,
      market_price_fen bigint, cost_price_fen bigint, member_price_fen bigint,
      near_expiry_price_fen bigint, wholesale_tiers jsonb)
    where s.sku_id = v.sku_id`);
  await tx.delete(goodsSkuPrice).where(inArray(goodsSkuPrice.skuId, skuIds));
  const grades = rows.flatMap((r) =>
    r.grades.map((g) => ({
      sku_id: r.sku_id,
      kind: g.kind,
      target_id: g.targetId,
      price_fen: g.priceFen,
    })),
  );
  if (grades.length > 0)
    await tx.execute(sql`
      insert into goods_sku_price (sku_id, kind, target_id, price_fen)
      select v.sku_id, v.kind, v.target_id, v.price_fen
      from jsonb_to_recordset(${jsonRows(grades)}) as v(sku_id int, kind varchar, target_id int,
        price_fen bigint)`);
  await tx.execute(sql`
    update goods g set price_fen = v.price_fen, market_price_fen = v.market_price_fen,
      updated_at = now()
    from jsonb_to_recordset(${jsonRows(rows)}) as v(goods_id int, price_fen bigint,
      market_price_fen bigint)
    where g.goods_id = v.goods_id`);
}
