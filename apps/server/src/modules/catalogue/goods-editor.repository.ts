import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { goods, goodsSku, goodsSkuPrice } from './catalogue.tables';
import type { SkuDraft } from './goods-editor-draft';

/*
 * The goods editor's reads and writes of goods, SKUs and their buyer-type and level prices
 * (issue 25). `shopId` null is a platform account (every shop); goods in the recycle bin are
 * neither loaded nor changed.
 */

export type GoodsValues = Omit<typeof goods.$inferInsert, 'goodsId' | 'siteId' | 'createdAt'>;

/** One goods of the shop, every column. */
export async function findEditorGoods(db: DbExecutor, shopId: number | null, goodsId: number) {
  const [row] = await db
    .select()
    .from(goods)
    .where(
      and(
        eq(goods.goodsId, goodsId),
        eq(goods.isDelete, false),
        shopId === null ? undefined : eq(goods.siteId, shopId),
      ),
    );
  return row;
}
export type EditorGoodsRow = NonNullable<Awaited<ReturnType<typeof findEditorGoods>>>;

/** The SKUs of a goods, default first; `lock` takes them under an update lock (edit). */
export function findEditorSkus(db: DbExecutor, goodsId: number, lock = false) {
  const query = db
    .select()
    .from(goodsSku)
    .where(eq(goodsSku.goodsId, goodsId))
    .orderBy(desc(goodsSku.isDefault), asc(goodsSku.skuId));
  return lock ? query.for('update') : query;
}
export type EditorSkuRow = Awaited<ReturnType<typeof findEditorSkus>>[number];

export function findSkuGrades(db: DbExecutor, skuIds: number[]) {
  return db
    .select()
    .from(goodsSkuPrice)
    .where(inArray(goodsSkuPrice.skuId, skuIds.length ? skuIds : [0]))
    .orderBy(asc(goodsSkuPrice.kind), asc(goodsSkuPrice.targetId));
}

export async function insertGoods(tx: DbTransaction, siteId: number, values: GoodsValues) {
  const [row] = await tx
    .insert(goods)
    .values({ ...values, siteId })
    .returning({ goodsId: goods.goodsId });
  return row!.goodsId;
}

export async function updateGoods(tx: DbTransaction, goodsId: number, values: GoodsValues) {
  await tx.update(goods).set(values).where(eq(goods.goodsId, goodsId));
}

const skuValues = (d: SkuDraft, images: { image: string; images: string }) => ({
  skuName: d.skuName,
  specName: d.specName,
  skuNo: d.skuNo,
  skuImage: images.image,
  skuImages: images.images,
  priceFen: d.priceFen,
  marketPriceFen: d.marketPriceFen,
  costPriceFen: d.costPriceFen,
  memberPriceFen: d.memberPriceFen,
  stock: d.stock,
  stockAlarm: d.stockAlarm,
  specValues: d.specValues,
  wholesaleTiers: d.tiers,
  isDefault: d.isDefault,
});

/**
 * Writes the SKUs of a goods: a draft with a `skuId` updates that SKU, one without inserts a new
 * one; answers the ids in the drafts' order.
 */
export async function saveSkus(
  tx: DbTransaction,
  target: { goodsId: number; siteId: number },
  drafts: SkuDraft[],
  images: { image: string; images: string },
): Promise<number[]> {
  const ids: number[] = [];
  for (const d of drafts) {
    if (d.skuId !== undefined) {
      await tx.update(goodsSku).set(skuValues(d, images)).where(eq(goodsSku.skuId, d.skuId));
      ids.push(d.skuId);
      continue;
    }
    const [row] = await tx
      .insert(goodsSku)
      .values({ ...skuValues(d, images), goodsId: target.goodsId, siteId: target.siteId })
      .returning({ skuId: goodsSku.skuId });
    ids.push(row!.skuId);
  }
  return ids;
}

/**
 * Removes the goods' SKUs the editor no longer lists, each in a savepoint: a SKU that orders,
 * carts or promotions still name stays (the foreign key refuses), and is answered so the caller
 * can refuse the save.
 */
export async function removeOtherSkus(
  tx: DbTransaction,
  goodsId: number,
  keep: number[],
): Promise<number | null> {
  const gone = await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(
      and(eq(goodsSku.goodsId, goodsId), notInArray(goodsSku.skuId, keep.length ? keep : [0])),
    );
  for (const { skuId } of gone) {
    try {
      await tx.transaction((sp) => sp.delete(goodsSku).where(eq(goodsSku.skuId, skuId)));
    } catch (error) {
      if ((error as { code?: string; cause?: { code?: string } }).code === '23503') return skuId;
      if ((error as { cause?: { code?: string } }).cause?.code === '23503') return skuId;
      throw error;
    }
  }
  return null;
}

/** Replaces the buyer-type and level prices of the SKUs (ADR 0021). */
export async function replaceGrades(
  tx: DbTransaction,
  skuIds: number[],
  drafts: SkuDraft[],
): Promise<void> {
  await tx.delete(goodsSkuPrice).where(inArray(goodsSkuPrice.skuId, skuIds.length ? skuIds : [0]));
  const rows = drafts.flatMap((d, i) =>
    d.grades.map((g) => ({
      skuId: skuIds[i]!,
      kind: g.kind,
      targetId: g.targetId,
      priceFen: g.priceFen,
    })),
  );
  if (rows.length > 0) await tx.insert(goodsSkuPrice).values(rows);
}
