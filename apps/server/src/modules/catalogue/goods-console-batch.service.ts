import {
  isPriceChange,
  type BatchCategoryBody,
  type BatchGoodsBody,
  type BatchPriceBody,
  type BatchSaleControlBody,
  type BatchShelfBody,
  type GoodsBatchResult,
} from '@shop/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { isContention } from '../../db/contention';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import { findMemberLabel } from '../member';
import { removeSaleControlRules, setBuyerTypeRules } from '../pricing';
import { changedSkuPrices, type SkuTier } from './batch-price';
import { catalogueChanged } from './catalogue-changed';
import { leafCategoryPath } from './category-console.repository';
import {
  lockBatchGoods,
  lockSkuPrices,
  moveGoodsToCategory,
  setGoodsRecycled,
  setGoodsShelf,
  writeSkuPrices,
  type BatchGoodsRow,
  type SkuPriceWrite,
} from './goods-console-batch.repository';
import { findSkuGrades } from './goods-editor.repository';

/*
 * The console list's batch actions (issue 25): up to 1,000 chosen goods, one transaction each.
 * Every id must be within the staff account's reach (its shop, or every shop for a platform
 * account; the list or the bin as the action needs), else nothing changes. Each shop touched gets
 * one audit row naming the goods that changed; the answer says how many changed (a repeat: 0).
 */

type BatchWork = (
  tx: DbTransaction,
  rows: BatchGoodsRow[],
) => Promise<{ ids: number[]; after: object }>;

async function runBatch(
  db: DbExecutor,
  actor: StaffActor,
  goodsIds: number[],
  action: string,
  work: BatchWork,
  options: { recycled?: boolean } = {},
): Promise<number[]> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      const rows = await lockBatchGoods(tx, staffShop(actor), goodsIds, options.recycled ?? false);
      if (rows.length !== goodsIds.length)
        throw new AppError('goods_console.batch_goods_missing', {
          count: goodsIds.length - rows.length,
        });
      const { ids, after } = await work(tx, rows);
      const changed = new Set(ids);
      const bySite = new Map<number, BatchGoodsRow[]>();
      for (const row of rows.filter((r) => changed.has(r.goodsId)))
        bySite.set(row.siteId, [...(bySite.get(row.siteId) ?? []), row]);
      for (const [siteId, touched] of bySite)
        await recordStaffAction(tx, actor, {
          action,
          siteId,
          targetType: 'goods',
          targetId: touched.length === 1 ? touched[0]!.goodsId : `batch:${touched.length}`,
          after: { ...after, goods_ids: touched.map((r) => r.goodsId) },
        });
      return ids;
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('console.busy');
    throw error;
  }
}

const answer = async (db: DbExecutor, ids: number[]): Promise<GoodsBatchResult> => {
  if (ids.length) await catalogueChanged(db, { goodsIds: ids });
  return { changed: ids.length };
};

/** `/staff/api/goods/batchshelf`: on or off the shelf; goods already so are left alone. */
export async function batchShelf(db: DbExecutor, actor: StaffActor, body: BatchShelfBody) {
  const state = body.goods_state;
  const action = state === 1 ? 'goods.batch_shelf_on' : 'goods.batch_shelf_off';
  const ids = await runBatch(db, actor, body.goods_ids, action, async (tx) => ({
    ids: await setGoodsShelf(tx, body.goods_ids, state),
    after: { goods_state: state },
  }));
  return answer(db, ids);
}

/** `/staff/api/goods/batchcategory`: the category must be a leaf (no children). */
export async function batchCategory(db: DbExecutor, actor: StaffActor, body: BatchCategoryBody) {
  const category = await leafCategoryPath(db, body.category_id);
  if (!category) throw new AppError('catalogue.category_not_leaf');
  const ids = await runBatch(db, actor, body.goods_ids, 'goods.batch_category', async (tx) => ({
    ids: await moveGoodsToCategory(tx, body.goods_ids, category),
    after: { category_id: category.categoryId },
  }));
  return answer(db, ids);
}

/** `/staff/api/goods/batchsalecontrol`: buyer types must exist; [] removes the rules. */
export async function batchSaleControl(
  db: DbExecutor,
  actor: StaffActor,
  body: BatchSaleControlBody,
) {
  const labelIds = [...new Set(body.allowed_label_ids)];
  const names: string[] = [];
  for (const labelId of labelIds) {
    const label = await findMemberLabel(db, labelId);
    if (!label) throw new AppError('goods_console.label_missing');
    names.push(label.labelName);
  }
  const rule = {
    // The rule is named after its buyer types (merchant data, as the labels themselves).
    ruleName: names.join('、').slice(0, 40),
    allowedLabelIds: labelIds,
    viewPrice: body.view_price,
    notBuyMsg: body.not_buy_msg,
  };
  const ids = await runBatch(db, actor, body.goods_ids, 'goods.batch_sale_control', async (tx) => ({
    ids: labelIds.length
      ? await setBuyerTypeRules(tx, body.goods_ids, rule)
      : await removeSaleControlRules(tx, body.goods_ids),
    after: {
      allowed_label_ids: labelIds,
      view_price: body.view_price,
      not_buy_msg: body.not_buy_msg,
    },
  }));
  return answer(db, ids);
}

/**
 * `/staff/api/goods/batchprice`: every price of every SKU (price, member price, wholesale tiers,
 * buyer-type and level prices) by `changedSkuPrices`; one SKU it refuses refuses the batch, naming
 * the goods.
 */
export async function batchPrice(db: DbExecutor, actor: StaffActor, body: BatchPriceBody) {
  const change = { mode: body.mode, value: body.value };
  if (!isPriceChange(change)) throw new AppError(`goods_console.price_change_invalid_${body.mode}`);
  const ids = await runBatch(db, actor, body.goods_ids, 'goods.batch_price', async (tx, rows) => {
    const skus = await lockSkuPrices(tx, body.goods_ids);
    const gradesOf = new Map<number, Awaited<ReturnType<typeof findSkuGrades>>>();
    for (const grade of await findSkuGrades(
      tx,
      skus.map((sku) => sku.skuId),
    ))
      gradesOf.set(grade.skuId, [...(gradesOf.get(grade.skuId) ?? []), grade]);
    const prices: (SkuPriceWrite & { goodsId: number })[] = [];
    const grades = [];
    for (const sku of skus) {
      const skuGrades = gradesOf.get(sku.skuId) ?? [];
      const tiers = sku.tiers as SkuTier[];
      const next = changedSkuPrices(
        { ...sku, tiers, grades: skuGrades.map((g) => g.priceFen) },
        change,
      );
      if (typeof next === 'string') {
        const name = rows.find((r) => r.goodsId === sku.goodsId)?.goodsName ?? '';
        throw new AppError(
          next === 'below_minimum'
            ? 'goods_console.price_below_minimum'
            : 'goods_console.price_tiers_collapse',
          { name },
        );
      }
      prices.push({ ...next, skuId: sku.skuId, goodsId: sku.goodsId });
      grades.push(...skuGrades.map((g, i) => ({ ...g, priceFen: next.grades[i]! })));
    }
    if (prices.length) await writeSkuPrices(tx, prices, grades, body.goods_ids);
    return { ids: [...new Set(prices.map((p) => p.goodsId))], after: change };
  });
  return answer(db, ids);
}

/** `/staff/api/goods/batchdelete`: to the recycle bin; buyers no longer find them. */
export async function batchDelete(db: DbExecutor, actor: StaffActor, body: BatchGoodsBody) {
  const ids = await runBatch(db, actor, body.goods_ids, 'goods.batch_delete', async (tx) => ({
    ids: await setGoodsRecycled(tx, body.goods_ids, true),
    after: { is_delete: true },
  }));
  return answer(db, ids);
}

/** `/staff/api/goods/batchrestore`: back from the bin, on or off the shelf as before. */
export async function batchRestore(db: DbExecutor, actor: StaffActor, body: BatchGoodsBody) {
  const ids = await runBatch(
    db,
    actor,
    body.goods_ids,
    'goods.batch_restore',
    async (tx) => ({
      ids: await setGoodsRecycled(tx, body.goods_ids, false),
      after: { is_delete: false },
    }),
    { recycled: true },
  );
  return answer(db, ids);
}
