import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type {
  ConsoleSeckill,
  ConsoleSeckillDetail,
  ConsoleSeckillListBodySchema,
  SeckillAddBodySchema,
  SeckillEditBodySchema,
} from '@shop/contracts/promotion';
import type { Page } from '@shop/contracts/common';
import type { z } from 'zod';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { shopDay, shopMidnight } from '../../lib/shop-day';
import { recordStaffAction, staffShop, staffReaches, type StaffActor } from '../auth';
import { catalogueChanged } from '../catalogue';
import {
  PROMOTION_STATUS,
  findOverlappingPromotionSkus,
  findPromotionForUpdate,
  findPromotionGoodsRows,
  insertPromotion,
  lockShopPromotions,
  replacePromotionGoods,
  setPromotionStatus,
  updatePromotion,
  type PromotionGoodsValues,
} from '../pricing';
import { isChangeable, promotionStateOf } from './promotion-state';
import {
  findConsoleSeckill,
  findConsoleSeckillGoods,
  findConsoleSeckillPage,
  findSeckillSkuFacts,
} from './seckill-console.repository';
import { findSeckillTime, findSeckillTimes } from './seckill.repository';

/*
 * The shop's seckills in the console (issue 27): one slot on one day, its goods with seckill
 * price, units set aside, per-member limit and order. What a save refuses and what a running,
 * ended or closed seckill may still change: ADR 0030.
 */

const KIND = 'seckill';
type SaveBody = z.output<typeof SeckillAddBodySchema>;
type Row = NonNullable<Awaited<ReturnType<typeof findConsoleSeckill>>>;

const timeIdOf = (rules: unknown) =>
  typeof rules === 'object' && rules !== null && 'time_id' in rules ? Number(rules.time_id) : 0;

function viewOf(row: Row, timeNames: Map<number, string>, now: Date): ConsoleSeckill {
  const timeId = timeIdOf(row.rules);
  return {
    promotion_id: row.promotionId,
    name: row.name,
    day: shopDay(row.startAt),
    time_id: timeId,
    time_name: timeNames.get(timeId) ?? '',
    start_time: row.startAt.getTime(),
    end_time: row.endAt.getTime(),
    state: promotionStateOf(row, now),
    goods_count: row.goodsCount,
    sold_num: row.soldNum,
  };
}

/** The slots' names by id, in one read (the slots are few). */
const timeNamesOf = async (db: DbExecutor) =>
  new Map((await findSeckillTimes(db)).map((time) => [time.id, time.name]));

/** `/staff/api/seckill/lists`: the shop's seckills (every shop's for a platform account). */
export async function listConsoleSeckills(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof ConsoleSeckillListBodySchema>,
): Promise<Page<ConsoleSeckill>> {
  const now = new Date();
  const { rows, count } = await findConsoleSeckillPage(
    db,
    { siteId: staffShop(actor), state: body.state, keyword: body.keyword, now },
    pageWindow(body),
  );
  const names = await timeNamesOf(db);
  return {
    page_count: pageCount(count, body),
    count,
    list: rows.map((r) => viewOf(r, names, now)),
  };
}

/** `/staff/api/seckill/detail`. */
export async function getConsoleSeckill(
  db: DbExecutor,
  actor: StaffActor,
  promotionId: number,
): Promise<ConsoleSeckillDetail> {
  const row = await findConsoleSeckill(db, promotionId);
  if (!row || !staffReaches(actor, row.siteId)) throw new AppError('seckill.not_found');
  const goods = await findConsoleSeckillGoods(db, promotionId);
  return {
    ...viewOf(row, await timeNamesOf(db), new Date()),
    goods: goods.map((g) => ({
      sku_id: g.skuId,
      goods_id: g.goodsId,
      sku_name: g.skuName,
      sku_image: g.skuImage || g.goodsImage,
      price: fenToYuan(g.priceFen),
      stock: g.stock,
      seckill_price: fenToYuan(g.seckillPriceFen ?? 0),
      seckill_stock: g.seckillStock,
      sold_num: g.soldNum,
      limit: g.limit,
      sort: g.sort,
    })),
  };
}

/** The window of `day`'s occurrence of the slot. */
async function windowOf(db: DbExecutor, body: SaveBody) {
  const midnight = shopMidnight(body.day);
  if (!midnight) throw new AppError('seckill.day_invalid');
  const slot = await findSeckillTime(db, body.time_id);
  if (!slot) throw new AppError('seckill.time_not_found');
  return {
    startAt: new Date(midnight.getTime() + slot.startSec * 1000),
    endAt: new Date(midnight.getTime() + slot.endSec * 1000),
  };
}

/**
 * The goods as they will be saved, after every per-goods check: the SKUs exist in one shop the
 * actor reaches, none twice, each seckill price above 0 and below the SKU's price. Answers the
 * shop they belong to.
 */
async function goodsOf(db: DbExecutor, actor: StaffActor, body: SaveBody) {
  const skuIds = body.goods.map((g) => g.sku_id);
  const twice = skuIds.find((id, i) => skuIds.indexOf(id) !== i);
  if (twice !== undefined) throw new AppError('seckill.sku_twice', { sku_id: twice });
  const facts = new Map((await findSeckillSkuFacts(db, skuIds)).map((f) => [f.skuId, f]));
  const goods: PromotionGoodsValues[] = [];
  const shops = new Set<number>();
  for (const g of body.goods) {
    const sku = facts.get(g.sku_id);
    if (!sku || sku.isDelete || !staffReaches(actor, sku.siteId))
      throw new AppError('seckill.sku_not_found', { sku_id: g.sku_id });
    const priceFen = yuanToFen(g.seckill_price);
    if (priceFen <= 0 || priceFen >= sku.priceFen)
      throw new AppError('seckill.price_not_below', {
        sku_name: sku.skuName,
        price: fenToYuan(sku.priceFen),
      });
    shops.add(sku.siteId);
    goods.push({
      goodsId: sku.goodsId,
      skuId: sku.skuId,
      priceFen,
      goodsLimit: g.limit,
      stock: g.seckill_stock,
      sort: g.sort,
    });
  }
  if (shops.size > 1) throw new AppError('seckill.one_shop');
  return { goods, siteId: [...shops][0]! };
}

/** Refuses a SKU that another published seckill sells in an overlapping window (named). */
async function assertNoOverlap(
  tx: DbTransaction,
  goods: readonly PromotionGoodsValues[],
  window: { startAt: Date; endAt: Date },
  exceptId: number,
) {
  const [clash] = await findOverlappingPromotionSkus(tx, {
    kind: KIND,
    skus: goods,
    ...window,
    exceptId,
  });
  if (clash)
    throw new AppError('seckill.overlaps', { name: clash.name, promotion_id: clash.promotionId });
}

const audited = (body: SaveBody, window: { startAt: Date; endAt: Date }) => ({
  name: body.name,
  time_id: body.time_id,
  start_at: window.startAt.toISOString(),
  end_at: window.endAt.toISOString(),
  publish: body.publish,
  goods: body.goods,
});

/** After a commit: pricing and the zone follow at once (ADR 0022). */
const changed = (db: DbExecutor, goodsIds: readonly number[]) =>
  catalogueChanged(db, { goodsIds: [...new Set(goodsIds)], promotions: true });

/** `/staff/api/seckill/add`. */
export async function addSeckill(db: DbExecutor, actor: StaffActor, body: SaveBody) {
  const window = await windowOf(db, body);
  if (window.endAt <= new Date()) throw new AppError('seckill.window_over');
  const { goods, siteId } = await goodsOf(db, actor, body);
  const id = await db.transaction(async (tx) => {
    await lockShopPromotions(tx, siteId);
    if (body.publish) await assertNoOverlap(tx, goods, window, 0);
    const promotionId = await insertPromotion(tx, {
      siteId,
      kind: KIND,
      name: body.name,
      ...window,
      status: body.publish ? PROMOTION_STATUS.published : PROMOTION_STATUS.draft,
      rules: { time_id: body.time_id },
    });
    await replacePromotionGoods(tx, promotionId, goods);
    await recordStaffAction(tx, actor, {
      action: 'seckill.add',
      siteId,
      targetType: 'promotion',
      targetId: promotionId,
      after: audited(body, window),
    });
    return promotionId;
  });
  await changed(
    db,
    goods.map((g) => g.goodsId),
  );
  return id;
}

/** `/staff/api/seckill/edit`: a draft or a scheduled one freely; a running one keeps its window. */
export async function editSeckill(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof SeckillEditBodySchema>,
) {
  const window = await windowOf(db, body);
  const { goods, siteId } = await goodsOf(db, actor, body);
  const touched = await db.transaction(async (tx) => {
    await lockShopPromotions(tx, siteId);
    const before = await findPromotionForUpdate(tx, body.promotion_id, KIND);
    if (!before || !staffReaches(actor, before.siteId)) throw new AppError('seckill.not_found');
    const state = promotionStateOf(before, new Date());
    if (!isChangeable(state)) throw new AppError('seckill.not_changeable');
    if (siteId !== before.siteId) throw new AppError('seckill.one_shop');
    if (state === 'running') {
      const same =
        window.startAt.getTime() === before.startAt.getTime() &&
        window.endAt.getTime() === before.endAt.getTime();
      if (!same) throw new AppError('seckill.running_window');
    } else if (window.endAt <= new Date()) throw new AppError('seckill.window_over');
    const rows = await findPromotionGoodsRows(tx, body.promotion_id);
    for (const g of goods) {
      const sold = rows.find((r) => r.skuId === g.skuId)?.soldNum ?? 0;
      if (g.stock > 0 && g.stock < sold)
        throw new AppError('seckill.stock_below_sold', { sku_id: g.skuId, sold });
    }
    const publish = body.publish || before.status === PROMOTION_STATUS.published;
    if (publish) await assertNoOverlap(tx, goods, window, body.promotion_id);
    await updatePromotion(tx, body.promotion_id, {
      name: body.name,
      ...window,
      status: publish ? PROMOTION_STATUS.published : PROMOTION_STATUS.draft,
      rules: { time_id: body.time_id },
    });
    await replacePromotionGoods(tx, body.promotion_id, goods);
    await recordStaffAction(tx, actor, {
      action: 'seckill.edit',
      siteId,
      targetType: 'promotion',
      targetId: body.promotion_id,
      before: { name: before.name, status: before.status, goods: rows },
      after: audited(body, window),
    });
    return [...rows.map((r) => r.goodsId), ...goods.map((g) => g.goodsId)];
  });
  await changed(db, touched);
  return body.promotion_id;
}

/** `/staff/api/seckill/close`: ends it at once; its orders keep their figures. */
export async function closeSeckill(db: DbExecutor, actor: StaffActor, promotionId: number) {
  const goodsIds = await db.transaction(async (tx) => {
    const before = await findPromotionForUpdate(tx, promotionId, KIND);
    if (!before || !staffReaches(actor, before.siteId)) throw new AppError('seckill.not_found');
    if (!isChangeable(promotionStateOf(before, new Date())))
      throw new AppError('seckill.not_changeable');
    await setPromotionStatus(tx, promotionId, PROMOTION_STATUS.closed);
    await recordStaffAction(tx, actor, {
      action: 'seckill.close',
      siteId: before.siteId,
      targetType: 'promotion',
      targetId: promotionId,
      before: { status: before.status },
      after: { status: PROMOTION_STATUS.closed },
    });
    return (await findPromotionGoodsRows(tx, promotionId)).map((r) => r.goodsId);
  });
  await changed(db, goodsIds);
  return promotionId;
}
