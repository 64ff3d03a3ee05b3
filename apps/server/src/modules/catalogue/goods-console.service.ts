import type {
  ConsoleGoodsListBody,
  ConsoleGoodsRow,
  EditSkuBody,
  SetShelfBody,
} from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { and, sql } from 'drizzle-orm';
import { isContention } from '../../db/contention';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { shopDay } from '../../lib/shop-day';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import { zonePriceFits } from '../pricing';
import {
  changeGoodsState,
  findConsoleGoods,
  findConsoleGoodsPage,
  findSkusOf,
  lockShopSku,
  syncGoodsSummary,
  updateSku,
  type ConsoleGoodsDbRow,
  type ConsoleSkuRow,
} from './goods-console.repository';
import { catalogueChanged } from './catalogue-changed';
import { consoleFilterConditions, expiryDateOf, inConsoleShop } from './goods-console-filter';

/*
 * Quick goods editing from the console (issue 15). After a change commits, this process's goods
 * index (list, keyword search, facets and their memo) is dropped so the next buyer request sees
 * it; other processes notice the changed row versions at their next index check (2 s). Goods
 * detail, cards and basket pricing read the rows themselves, so they see it at once.
 */

export const toSku = (s: ConsoleSkuRow) => ({
  sku_id: s.skuId,
  sku_name: s.skuName,
  spec_name: s.specName,
  sku_no: s.skuNo,
  price: fenToYuan(s.priceFen),
  member_price: s.memberPriceFen === null ? null : fenToYuan(s.memberPriceFen),
  market_price: fenToYuan(s.marketPriceFen),
  stock: s.stock,
  stock_alarm: s.stockAlarm,
  is_default: s.isDefault,
});

export function toRow(row: ConsoleGoodsDbRow, skus: ConsoleSkuRow[]): ConsoleGoodsRow {
  return {
    goods_id: row.goodsId,
    goods_name: row.goodsName,
    generic_name: row.genericName,
    goods_image: row.goodsImage,
    manufacturer: row.manufacturer,
    approval_number: row.approvalNumber,
    category_id: row.categoryId,
    category_name: row.categoryName ?? '',
    brand_id: row.brandId,
    brand_name: row.brandName ?? '',
    bar_code: row.barCode,
    goods_erp_spid: row.goodsErpSpid,
    site_id: row.siteId,
    shop_name: row.shopName,
    goods_state: row.goodsState === 1 ? 1 : 0,
    sale_num: row.saleNum,
    expiry_date: expiryDateOf(row.attr, row.validityDays),
    control_label_ids: row.controlLabelIds,
    deleted_at: row.deletedAt ? Math.floor(row.deletedAt.getTime() / 1000) : null,
    skus: skus.filter((s) => s.goodsId === row.goodsId).map(toSku),
  };
}

/** The goods a console list or export under `body` holds (shop, bin and filters). */
export const consoleGoodsWhere = (actor: StaffActor, body: ConsoleGoodsListBody) =>
  and(
    inConsoleShop(staffShop(actor), body.recycled === 1),
    ...consoleFilterConditions(body, { platform: actor.isPlatform, today: shopDay(new Date()) }),
  );

/** `/staff/api/goods/lists`: the list, or the recycle bin with `recycled` 1. */
export async function consoleGoodsList(
  db: DbExecutor,
  actor: StaffActor,
  body: ConsoleGoodsListBody,
): Promise<Page<ConsoleGoodsRow>> {
  const where = consoleGoodsWhere(actor, body);
  const { rows, count } = await findConsoleGoodsPage(db, where, body, pageWindow(body));
  const skus = await findSkusOf(
    db,
    rows.map((r) => r.goodsId),
  );
  return { page_count: pageCount(count, body), count, list: rows.map((r) => toRow(r, skus)) };
}

async function goodsView(db: DbExecutor, actor: StaffActor, goodsId: number) {
  const row = await findConsoleGoods(db, staffShop(actor), goodsId);
  if (!row) throw new AppError('goods_console.goods_not_found');
  return toRow(row, await findSkusOf(db, [goodsId]));
}

const priceFields = (s: Pick<ConsoleSkuRow, 'priceFen' | 'memberPriceFen' | 'stock'>) => ({
  price: fenToYuan(s.priceFen),
  member_price: s.memberPriceFen === null ? null : fenToYuan(s.memberPriceFen),
  stock: s.stock,
});

/**
 * `/staff/api/goods/editsku`: the SKU row is locked (an order taking its stock waits), the
 * fields given are set, the goods' summary stock and price follow, and the change is audited.
 */
export async function editSku(
  db: DbExecutor,
  actor: StaffActor,
  body: EditSkuBody,
): Promise<ConsoleGoodsRow> {
  if (body.price === undefined && body.member_price === undefined && body.stock === undefined)
    throw new AppError('goods_console.nothing_to_change');
  const shopId = staffShop(actor);
  let goodsId = 0;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local lock_timeout = '3s'`);
      const sku = await lockShopSku(tx, shopId, body.sku_id);
      if (!sku) throw new AppError('goods_console.sku_not_found');
      goodsId = sku.goodsId;
      const after = {
        priceFen: body.price === undefined ? sku.priceFen : yuanToFen(body.price),
        memberPriceFen:
          body.member_price === undefined
            ? sku.memberPriceFen
            : body.member_price === ''
              ? null
              : yuanToFen(body.member_price),
        stock: body.stock ?? sku.stock,
      };
      if (after.memberPriceFen !== null && after.memberPriceFen > after.priceFen)
        throw new AppError('goods_console.member_price_above_price');
      // The zone price set at 近效期专区 is at most the price (ADR 0029), as the ERP's price rows
      // keep it: a price below it would leave it above, and refuse the ERP's next price row.
      if (!zonePriceFits(sku.nearExpiryPriceFen, after.priceFen))
        throw new AppError('goods_console.price_below_near_expiry_price', {
          price: fenToYuan(sku.nearExpiryPriceFen!),
        });
      await updateSku(tx, sku.skuId, after);
      await syncGoodsSummary(tx, sku.goodsId);
      await recordStaffAction(tx, actor, {
        action: 'goods.edit_sku',
        siteId: sku.siteId,
        targetType: 'goods_sku',
        targetId: sku.skuId,
        before: priceFields(sku),
        after: priceFields(after),
      });
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('console.busy');
    throw error;
  }
  await catalogueChanged(db, { goodsIds: [goodsId] });
  return goodsView(db, actor, goodsId);
}

/** `/staff/api/goods/setshelf`: a repeat (already in that state) changes nothing. */
export async function setShelf(
  db: DbExecutor,
  actor: StaffActor,
  body: SetShelfBody,
): Promise<ConsoleGoodsRow> {
  const shopId = staffShop(actor);
  const before = await findConsoleGoods(db, shopId, body.goods_id);
  if (!before) throw new AppError('goods_console.goods_not_found');
  const changed = await db.transaction(async (tx) => {
    if (!(await changeGoodsState(tx, shopId, body.goods_id, body.goods_state))) return false;
    await recordStaffAction(tx, actor, {
      action: body.goods_state === 1 ? 'goods.shelf_on' : 'goods.shelf_off',
      siteId: before.siteId,
      targetType: 'goods',
      targetId: body.goods_id,
      before: { goods_state: 1 - body.goods_state },
      after: { goods_state: body.goods_state },
    });
    return true;
  });
  if (changed) await catalogueChanged(db, { goodsIds: [body.goods_id] });
  return goodsView(db, actor, body.goods_id);
}
