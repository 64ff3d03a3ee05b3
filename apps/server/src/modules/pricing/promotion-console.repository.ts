import { and, asc, eq, gt, inArray, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { promotion, promotionGoods } from './promotion-terms.tables';

/*
 * The console's writes of promotions and their goods (issue 27, ADR 0030). Pricing owns these
 * tables (ADR 0020); the promotion module's console services decide, these only write and lock.
 */

/** `promotion.status`: closed by the shop, published (its window decides), or a draft. */
export const PROMOTION_STATUS = { closed: 0, published: 1, draft: 2 } as const;

/** The first key of the advisory lock that serializes a shop's promotion saves. */
const PROMOTION_SAVE_LOCK = 0x70726f6d; // 'prom'

/**
 * Serializes the promotion saves of shop `siteId` until the transaction ends: the overlap check
 * and the write of two saves cannot interleave (ADR 0030).
 */
export async function lockShopPromotions(tx: DbTransaction, siteId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROMOTION_SAVE_LOCK}, ${siteId})`);
}

export type PromotionValues = {
  name: string;
  startAt: Date;
  endAt: Date;
  status: number;
  rules: Record<string, unknown>;
};

/** A goods of a promotion as the console saves it (prices in fen). */
export type PromotionGoodsValues = {
  goodsId: number;
  skuId: number;
  priceFen: number;
  goodsLimit: number;
  stock: number;
  sort: number;
};

export async function insertPromotion(
  tx: DbTransaction,
  values: PromotionValues & { siteId: number; kind: string },
): Promise<number> {
  const [row] = await tx.insert(promotion).values(values).returning({ id: promotion.promotionId });
  if (!row) throw new Error('promotion insert returned nothing');
  return row.id;
}

export async function updatePromotion(tx: DbTransaction, id: number, values: PromotionValues) {
  await tx.update(promotion).set(values).where(eq(promotion.promotionId, id));
}

export async function setPromotionStatus(tx: DbTransaction, id: number, status: number) {
  await tx.update(promotion).set({ status }).where(eq(promotion.promotionId, id));
}

/** A promotion of `kind`, locked for the console's change. */
export async function findPromotionForUpdate(tx: DbTransaction, id: number, kind: string) {
  const [row] = await tx
    .select({
      promotionId: promotion.promotionId,
      siteId: promotion.siteId,
      name: promotion.name,
      startAt: promotion.startAt,
      endAt: promotion.endAt,
      status: promotion.status,
      rules: promotion.rules,
    })
    .from(promotion)
    .where(and(eq(promotion.promotionId, id), eq(promotion.kind, kind)))
    .for('update');
  return row;
}

/** The goods rows of a promotion with their sold units, by SKU. */
export function findPromotionGoodsRows(db: DbExecutor, promotionId: number) {
  return db
    .select({
      id: promotionGoods.id,
      goodsId: promotionGoods.goodsId,
      skuId: promotionGoods.skuId,
      soldNum: promotionGoods.soldNum,
    })
    .from(promotionGoods)
    .where(eq(promotionGoods.promotionId, promotionId))
    .orderBy(asc(promotionGoods.id));
}

/**
 * Makes the promotion's goods `goods`: rows of SKUs no longer listed are deleted, listed ones
 * updated in place (their sold units kept), new ones inserted.
 */
export async function replacePromotionGoods(
  tx: DbTransaction,
  promotionId: number,
  goods: readonly PromotionGoodsValues[],
) {
  const skuIds = goods.map((g) => g.skuId);
  await tx
    .delete(promotionGoods)
    .where(
      and(
        eq(promotionGoods.promotionId, promotionId),
        or(isNull(promotionGoods.skuId), notInArray(promotionGoods.skuId, skuIds)),
      ),
    );
  const kept = new Set(
    (await findPromotionGoodsRows(tx, promotionId)).map((row) => row.skuId ?? 0),
  );
  for (const g of goods) {
    const terms = { priceFen: g.priceFen, goodsLimit: g.goodsLimit, stock: g.stock, sort: g.sort };
    if (kept.has(g.skuId))
      await tx
        .update(promotionGoods)
        .set(terms)
        .where(and(eq(promotionGoods.promotionId, promotionId), eq(promotionGoods.skuId, g.skuId)));
    else
      await tx
        .insert(promotionGoods)
        .values({ promotionId, goodsId: g.goodsId, skuId: g.skuId, ...terms });
  }
}

/**
 * Published promotions of `kind` other than `exceptId` whose window overlaps [startAt, endAt)
 * and that hold one of these SKUs (or every SKU of one of these goods): the conflicts a save
 * must name.
 */
export function findOverlappingPromotionSkus(
  db: DbExecutor,
  query: {
    kind: string;
    skus: readonly { skuId: number; goodsId: number }[];
    startAt: Date;
    endAt: Date;
    exceptId: number;
  },
) {
  const skuIds = query.skus.map((s) => s.skuId);
  const goodsIds = query.skus.map((s) => s.goodsId);
  return db
    .select({
      promotionId: promotion.promotionId,
      name: promotion.name,
      goodsId: promotionGoods.goodsId,
      skuId: promotionGoods.skuId,
    })
    .from(promotionGoods)
    .innerJoin(promotion, eq(promotion.promotionId, promotionGoods.promotionId))
    .where(
      and(
        eq(promotion.kind, query.kind),
        eq(promotion.status, PROMOTION_STATUS.published),
        ne(promotion.promotionId, query.exceptId),
        lt(promotion.startAt, query.endAt),
        gt(promotion.endAt, query.startAt),
        or(
          inArray(promotionGoods.skuId, skuIds),
          and(isNull(promotionGoods.skuId), inArray(promotionGoods.goodsId, goodsIds)),
        ),
      ),
    )
    .orderBy(asc(promotion.promotionId))
    .limit(1);
}
