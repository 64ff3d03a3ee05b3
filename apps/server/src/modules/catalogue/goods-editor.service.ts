import type {
  GoodsAddBody,
  GoodsEditBody,
  GoodsEditorData,
  GoodsSaved,
} from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import { sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { isContention } from '../../db/contention';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { isUniqueViolation } from '../../lib/unique-violation';
import { recordStaffAction, staffReaches, staffShop, type StaffActor } from '../auth';
import { findSaleControlRule, saveSaleControlRule, zonePriceFits } from '../pricing';
import { catalogueChanged } from './catalogue-changed';
import { syncGoodsSummary } from './goods-console.repository';
import { findShopsFor } from './goods-editor-refs.repository';
import {
  checkGoodsFacts,
  refuse,
  settleStock,
  skuDrafts,
  type SkuDraft,
} from './goods-editor-draft';
import { checkGoodsRefs, type UploadPlace } from './goods-editor-refs.service';
import { goodsValuesOf, saleControlOf } from './goods-editor-values';
import { toEditorData } from './goods-editor-view';
import {
  findEditorGoods,
  findEditorSkus,
  findSkuGrades,
  insertGoods,
  removeOtherSkus,
  replaceGrades,
  saveSkus,
  updateGoods,
} from './goods-editor.repository';

/*
 * The console's goods editor (issue 25): a goods with its SKUs, prices per buyer type and level,
 * images, description and sale control, created or replaced in one transaction, audited, checked
 * against the staff account's shop, and shown by the storefront at once (`catalogueChanged`).
 */

export type EditorContext = { place: UploadPlace; lang: Lang };

const notFound = () => new AppError('goods_editor.goods_not_found');

/** `/staff/api/goods/editor`. */
export async function loadEditorGoods(
  db: DbExecutor,
  actor: StaffActor,
  goodsId: number,
): Promise<GoodsEditorData> {
  const row = await findEditorGoods(db, staffShop(actor), goodsId);
  if (!row) throw notFound();
  const skus = await findEditorSkus(db, goodsId);
  const grades = await findSkuGrades(
    db,
    skus.map((s) => s.skuId),
  );
  return toEditorData(row, skus, grades, await findSaleControlRule(db, goodsId));
}

/** What the audit log keeps of a goods: its name, shelf state and each SKU's prices and stock. */
const auditOf = (body: GoodsAddBody, skus: SkuDraft[], skuIds: number[]) => ({
  goods_name: body.goods_name,
  goods_state: body.goods_state,
  category_id: body.category_id,
  skus: skus.map((s, i) => ({
    sku_id: skuIds[i],
    spec: s.specName,
    price: fenToYuan(s.priceFen),
    member_price: s.memberPriceFen === null ? null : fenToYuan(s.memberPriceFen),
    stock: s.stock,
  })),
});

/** The shop a new goods belongs to: the account's own, or the one a platform account chose. */
function shopOfNew(actor: StaffActor, siteId: number | undefined): number {
  if (!actor.isPlatform) {
    if (siteId !== undefined && siteId !== actor.siteId)
      throw refuse('goods_editor.shop_not_found', 'site_id');
    return actor.siteId;
  }
  if (siteId === undefined) throw refuse('goods_editor.shop_required', 'site_id');
  return siteId;
}

/** Runs a save's transaction; a duplicate ERP code or lock contention becomes a clear refusal. */
async function inTransaction<T>(
  db: DbExecutor,
  body: GoodsAddBody,
  work: (tx: DbTransaction) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      return work(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw refuse('goods_editor.erp_taken', 'goods_erp_spid', { code: body.goods_erp_spid });
    if (isContention(error)) throw new AppError('console.busy');
    throw error;
  }
}

/** `/staff/api/goods/add` (also a copy, `copy_of` naming the goods copied). */
export async function addGoods(
  db: DbExecutor,
  actor: StaffActor,
  body: GoodsAddBody,
  ctx: EditorContext,
): Promise<GoodsSaved> {
  const siteId = shopOfNew(actor, body.site_id);
  const [shopRow] = await findShopsFor(db, siteId);
  if (!shopRow) throw refuse('goods_editor.shop_not_found', 'site_id');
  if (body.copy_of !== undefined && !(await findEditorGoods(db, staffShop(actor), body.copy_of)))
    throw refuse('goods_editor.goods_not_found', 'copy_of');
  checkGoodsFacts(body, ctx.lang);
  const skus = skuDrafts(body);
  const path = await checkGoodsRefs(db, body, skus, { siteId, goodsId: 0, place: ctx.place });
  const saved = await inTransaction(db, body, async (tx) => {
    const goodsId = await insertGoods(tx, siteId, goodsValuesOf(body, path, {}, skus[0]!));
    const skuIds = await saveSkus(tx, { goodsId, siteId }, skus, imagesOf(body));
    await replaceGrades(tx, skuIds, skus);
    await saveSaleControlRule(tx, goodsId, saleControlOf(body));
    await syncGoodsSummary(tx, goodsId);
    await recordStaffAction(tx, actor, {
      action: 'goods.create',
      siteId,
      targetType: 'goods',
      targetId: goodsId,
      after: { ...auditOf(body, skus, skuIds), copy_of: body.copy_of ?? null },
    });
    return { goods_id: goodsId, sku_id: skuIds[0]! };
  });
  await catalogueChanged(db, { goodsIds: [saved.goods_id] });
  return saved;
}

/** `/staff/api/goods/edit`: SKUs kept by id, new ones added, those left out removed. */
export async function editGoods(
  db: DbExecutor,
  actor: StaffActor,
  body: GoodsEditBody,
  ctx: EditorContext,
): Promise<GoodsSaved> {
  const before = await findEditorGoods(db, staffShop(actor), body.goods_id);
  if (!before || !staffReaches(actor, before.siteId)) throw notFound();
  if (body.site_id !== undefined && body.site_id !== before.siteId)
    throw refuse('goods_editor.shop_changed', 'site_id');
  checkGoodsFacts(body, ctx.lang);
  const skus = skuDrafts(body);
  const target = { siteId: before.siteId, goodsId: before.goodsId, place: ctx.place };
  const path = await checkGoodsRefs(db, body, skus, target);
  const saved = await inTransaction(db, body, async (tx) => {
    // Orders taking stock of these SKUs wait until the goods is saved.
    const locked = await findEditorSkus(tx, before.goodsId, true);
    const zoneOf = new Map(locked.map((s) => [s.skuId, s.nearExpiryPriceFen]));
    skus.forEach((s, i) => {
      if (s.skuId !== undefined && !zoneOf.has(s.skuId))
        throw refuse('goods_editor.sku_not_of_goods', `skus.${i}.sku_id`, { sku: i + 1 });
      // The zone price set at 近效期专区 stays at most the price (ADR 0029), as the ERP keeps it.
      const zone = s.skuId === undefined ? null : (zoneOf.get(s.skuId) ?? null);
      if (!zonePriceFits(zone, s.priceFen))
        throw refuse('goods_editor.price_below_near_expiry_price', `skus.${i}.price`, {
          sku: i + 1,
          price: fenToYuan(zone!),
        });
    });
    const settled = settleStock(skus, new Map(locked.map((s) => [s.skuId, s.stock])));
    await updateGoods(tx, before.goodsId, goodsValuesOf(body, path, before.attr, settled[0]!));
    const skuIds = await saveSkus(tx, before, settled, imagesOf(body));
    const inUse = await removeOtherSkus(tx, before.goodsId, skuIds);
    if (inUse !== null) throw refuse('goods_editor.sku_in_use', 'skus', { sku_id: inUse });
    await replaceGrades(tx, skuIds, skus);
    await saveSaleControlRule(tx, before.goodsId, saleControlOf(body));
    await syncGoodsSummary(tx, before.goodsId);
    await recordStaffAction(tx, actor, {
      action: 'goods.update',
      siteId: before.siteId,
      targetType: 'goods',
      targetId: before.goodsId,
      before: {
        goods_name: before.goodsName,
        goods_state: before.goodsState,
        category_id: before.categoryId,
        skus: locked.map((s) => ({
          sku_id: s.skuId,
          spec: s.specName,
          price: fenToYuan(s.priceFen),
          member_price: s.memberPriceFen === null ? null : fenToYuan(s.memberPriceFen),
          stock: s.stock,
        })),
      },
      after: auditOf(body, settled, skuIds),
    });
    return { goods_id: before.goodsId, sku_id: skuIds[0]! };
  });
  await catalogueChanged(db, { goodsIds: [saved.goods_id] });
  return saved;
}

const imagesOf = (body: GoodsAddBody) => ({
  image: body.images[0]!,
  images: body.images.join(','),
});
