import type {
  ConsoleNearExpiryListBody,
  ConsoleNearExpiryPage,
  ConsoleNearExpiryRow,
  NearExpiryConfig,
  NearExpiryOffer,
  NearExpiryPage,
  NearExpiryPageBody,
  NearExpiryPriceBody,
} from '@shop/contracts/catalogue';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import { and } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { isContention } from '../../db/contention';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { recordStaffAction, staffShop, type StaffActor, type Viewer } from '../auth';
import {
  getNearExpiryConfig,
  nearExpiryWindow,
  nearStockOf,
  setNearExpiryConfig,
  zonePriceFen,
  zonePriceFits,
  type NearExpiryWindow,
} from '../pricing';
import { loadGoodsCards } from './goods-card.service';
import { consoleSearchCondition, inConsoleShop } from './goods-console-filter';
import { lockShopSku } from './goods-console.repository';
import {
  findWindowBatches,
  findWindowGoodsPage,
  findZoneSkus,
  updateNearExpiryPrice,
  zoneGoodsFilter,
} from './near-expiry-zone.repository';

/*
 * The near-expiry zone (近效期专区, issue 26, ADR 0029): the storefront's page of it and the
 * console's list, zone prices and window.
 */

const emptyPage = (months: number) => ({
  list: [],
  count: 0,
  page_count: 0,
  window_months: months,
});

/** The zone's units of each goods, capped by its SKU's stock, with the SKU's prices. */
async function zoneStockOf(
  db: DbExecutor,
  goodsIds: number[],
  window: NearExpiryWindow,
  now: Date,
) {
  const near = await nearStockOf(db, goodsIds, now, window);
  const skus = new Map(
    (
      await findZoneSkus(
        db,
        [...near.values()].map((n) => n.skuId),
      )
    ).map((s) => [s.skuId, s]),
  );
  return new Map(
    [...near].flatMap(([goodsId, n]) => {
      const sku = skus.get(n.skuId);
      if (!sku) return [];
      return [[goodsId, { ...n, left: Math.min(n.left, Math.max(0, sku.stock)), sku }] as const];
    }),
  );
}

/**
 * `/api/goodssku/nearexpiry`: the zone's goods on sale, earliest expiry first, as goods cards
 * whose stock is the fresh units, each with its zone offer; the zone price only where the card
 * shows prices (members whose sale control lets them).
 */
export async function nearExpiryPage(
  db: DbExecutor,
  viewer: Viewer,
  body: NearExpiryPageBody,
  now = new Date(),
): Promise<NearExpiryPage> {
  const window = await nearExpiryWindow(db, now);
  if (!window) return emptyPage(0);
  const { goodsIds, count } = await findWindowGoodsPage(
    db,
    window,
    zoneGoodsFilter,
    pageWindow(body),
  );
  const cards = await loadGoodsCards(db, viewer, goodsIds);
  const zone = await zoneStockOf(db, goodsIds, window, now);
  const list = cards.flatMap((card) => {
    const z = zone.get(card.goods_id);
    if (!z) return [];
    const offer: NearExpiryOffer = { expiry_date: z.expiryDate, stock: z.left };
    if (card.price !== undefined)
      offer.price = fenToYuan(zonePriceFen(z.sku, yuanToFen(card.member_price ?? card.price)));
    return [Object.assign(card, { stock: Math.max(0, card.stock - z.left), near_expiry: offer })];
  });
  return { list, count, page_count: pageCount(count, body), window_months: window.months };
}

/** The console's rows of these goods (in their order); goods without units in the window drop. */
async function consoleRows(
  db: DbExecutor,
  window: NearExpiryWindow,
  goodsIds: number[],
  now: Date,
): Promise<ConsoleNearExpiryRow[]> {
  const zone = await zoneStockOf(db, goodsIds, window, now);
  const batches = await findWindowBatches(db, window, goodsIds);
  return goodsIds.flatMap((goodsId) => {
    const z = zone.get(goodsId);
    if (!z) return [];
    const { sku } = z;
    return [
      {
        goods_id: goodsId,
        sku_id: sku.skuId,
        goods_name: sku.goodsName,
        spec_name: sku.specName,
        manufacturer: sku.manufacturer,
        goods_erp_spid: sku.goodsErpSpid,
        unit: sku.unit,
        goods_state: sku.goodsState,
        batches: batches
          .filter((b) => b.goodsId === goodsId)
          .map((b) => ({ batch_no: b.batchNo, expiry_date: b.expiryDate, quantity: b.quantity })),
        near_units: z.units,
        sold: z.sold,
        left: z.left,
        price: fenToYuan(sku.priceFen),
        near_expiry_price: sku.nearExpiryPriceFen === null ? '' : fenToYuan(sku.nearExpiryPriceFen),
      },
    ];
  });
}

/** `/staff/api/nearexpiry/lists`: the staff's shop's goods with units in the window. */
export async function consoleNearExpiryList(
  db: DbExecutor,
  actor: StaffActor,
  body: ConsoleNearExpiryListBody,
  now = new Date(),
): Promise<ConsoleNearExpiryPage> {
  const window = await nearExpiryWindow(db, now);
  if (!window) return emptyPage(0);
  const keyword = body.keyword?.trim() ?? '';
  const filter = and(
    inConsoleShop(staffShop(actor)),
    keyword ? consoleSearchCondition(keyword) : undefined,
  );
  const { goodsIds, count } = await findWindowGoodsPage(db, window, filter, pageWindow(body));
  return {
    list: await consoleRows(db, window, goodsIds, now),
    count,
    page_count: pageCount(count, body),
    window_months: window.months,
  };
}

/**
 * `/staff/api/nearexpiry/setprice`: sets (at most the SKU's price) or clears a SKU of the staff's
 * shop's zone price, audited; answers its row (refused when it has no units in the window).
 */
export async function setNearExpiryPrice(
  db: DbExecutor,
  actor: StaffActor,
  body: NearExpiryPriceBody,
  now = new Date(),
): Promise<ConsoleNearExpiryRow> {
  const priceFen = body.near_expiry_price === '' ? null : yuanToFen(body.near_expiry_price);
  let goodsId = 0;
  try {
    await db.transaction(async (tx) => {
      const sku = await lockShopSku(tx, staffShop(actor), body.sku_id);
      if (!sku) throw new AppError('near_expiry.sku_not_found');
      // A zone price of 0 would give the units away: none is written as '' (ADR 0029).
      if (priceFen === 0) throw new AppError('near_expiry.price_zero');
      if (!zonePriceFits(priceFen, sku.priceFen))
        throw new AppError('near_expiry.price_above', { price: fenToYuan(sku.priceFen) });
      goodsId = sku.goodsId;
      const before = await findZoneSkus(tx, [sku.skuId]);
      await updateNearExpiryPrice(tx, sku.skuId, priceFen);
      await recordStaffAction(tx, actor, {
        action: 'goods.near_expiry_price',
        siteId: sku.siteId,
        targetType: 'goods_sku',
        targetId: sku.skuId,
        before: { near_expiry_price_fen: before[0]?.nearExpiryPriceFen ?? null },
        after: { near_expiry_price_fen: priceFen },
      });
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('console.busy');
    throw error;
  }
  const window = await nearExpiryWindow(db, now);
  const [row] = window ? await consoleRows(db, window, [goodsId], now) : [];
  if (!row) throw new AppError('near_expiry.sku_not_found');
  return row;
}

export const nearExpiryConfig = (db: DbExecutor): Promise<NearExpiryConfig> =>
  getNearExpiryConfig(db);

/** `/staff/api/nearexpiry/setconfig`: the shop's window in months (0 turns the zone off), audited. */
export async function setNearExpiryWindow(
  db: DbExecutor,
  actor: StaffActor,
  body: NearExpiryConfig,
): Promise<NearExpiryConfig> {
  const before = await getNearExpiryConfig(db);
  const after = { months: body.months };
  await setNearExpiryConfig(db, after);
  await recordStaffAction(db, actor, {
    action: 'settings.near_expiry',
    siteId: 0,
    targetType: 'site_config',
    targetId: 'near_expiry',
    before,
    after,
  });
  return after;
}
