import { baseFen } from '@shop/contracts/pricing';
import type { GoodsCard } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import {
  seckillTimeStatus,
  shanghaiDayStart,
  type SeckillGoods,
  type SeckillGoodsInfo,
  type SeckillGoodsPage,
  type SeckillGoodsStatus,
  type SeckillTimes,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import { skuFactsOf, type SkuFacts, boughtKey, boughtPromotionNum } from '../pricing';
import { loadGoodsCards } from '../catalogue';
import type { Viewer } from '../auth';
import {
  findSeckillGoods,
  findSeckillGoodsPage,
  findSeckillTime,
  findSeckillTimes,
  findSkuImages,
  type SeckillGoodsRow,
} from './seckill.repository';

/** A slot's occurrence on the shop's day holding `now` (Asia/Shanghai). */
const occurrence = (slot: { startSec: number; endSec: number }, now: Date) => {
  const midnight = shanghaiDayStart(now.getTime());
  return { from: midnight + slot.startSec * 1000, to: midnight + slot.endSec * 1000 };
};

/** `/seckill/api/seckill/lists`: today's slots, named in `lang`, and where each stands now. */
export async function getSeckillTimes(
  db: DbExecutor,
  lang: Lang,
  now = new Date(),
): Promise<SeckillTimes> {
  const slots = await findSeckillTimes(db);
  return {
    now: now.getTime(),
    list: slots.map((s) => {
      const { from, to } = occurrence(s, now);
      return {
        id: s.id,
        name: shopText(lang, s.name, s.nameEn),
        seckill_start_time: s.startSec,
        seckill_end_time: s.endSec,
        start_time: from,
        end_time: to,
        status: seckillTimeStatus(from, to, now.getTime()),
      };
    }),
  };
}

/**
 * The public card of each row's goods, and for a viewer allowed to see prices (the card carries
 * one, spec §6) the facts of the row's SKU: its full price for this member.
 */
async function goodsOf(db: DbExecutor, viewer: Viewer, rows: SeckillGoodsRow[]) {
  const cards = await loadGoodsCards(db, viewer, [...new Set(rows.map((r) => r.goodsId))]);
  const cardOf = new Map(cards.map((c) => [c.goods_id, c] as const));
  const skuOf = (r: SeckillGoodsRow) => r.skuId ?? cardOf.get(r.goodsId)?.sku_id ?? 0;
  const priced = rows.filter((r) => cardOf.get(r.goodsId)?.price !== undefined);
  const facts =
    viewer && priced.length > 0
      ? await skuFactsOf(db, viewer.memberId, priced.map(skuOf))
      : new Map<number, SkuFacts>();
  return { cardOf, skuOf, facts };
}

function toSeckillGoods(
  row: SeckillGoodsRow,
  card: GoodsCard,
  skuId: number,
  facts: SkuFacts | undefined,
): SeckillGoods {
  const sold = row.soldNum;
  const base = facts ? baseFen(facts) : null;
  return {
    id: row.id,
    promotion_id: row.promotionId,
    goods_id: row.goodsId,
    sku_id: skuId,
    goods_name: card.goods_name,
    sku_name: facts?.skuName ?? card.sku_name,
    image: facts?.skuImage || card.sku_image || card.goods_image,
    unit: card.unit,
    attr_specs: card.attr_specs,
    attr_factory: card.attr_factory,
    attr_validity: card.attr_validity,
    site_id: card.site_id,
    shop_name: card.shop_name,
    stock: row.stock,
    sold_num: sold,
    progress: row.stock > 0 ? Math.min(100, Math.floor((sold * 100) / row.stock)) : 0,
    goods_min: Math.max(1, row.goodsMin),
    goods_limit: Math.max(0, row.goodsLimit),
    start_time: row.startAt.getTime(),
    end_time: row.endAt.getTime(),
    ...(card.sale_control ? { sale_control: card.sale_control } : {}),
    ...(base !== null
      ? {
          price: fenToYuan(base),
          // A seckill price is never above the buyer's full price (the engine's rule).
          seckill_price: fenToYuan(Math.min(row.priceFen ?? base, base)),
        }
      : {}),
  };
}

/** `/seckill/api/seckillgoods/page`: the seckill goods of one slot's occurrence today. */
export async function getSeckillGoodsPage(
  db: DbExecutor,
  viewer: Viewer,
  query: PageQuery & { seckill_time_id: number },
  now = new Date(),
): Promise<SeckillGoodsPage> {
  const slot = await findSeckillTime(db, query.seckill_time_id);
  if (!slot) throw new AppError('seckill.time_not_found');
  const { from, to } = occurrence(slot, now);
  const { rows, count } = await findSeckillGoodsPage(
    db,
    { from: new Date(from), to: new Date(to) },
    pageWindow(query),
  );
  const { cardOf, skuOf, facts } = await goodsOf(db, viewer, rows);
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.flatMap((r) => {
      const card = cardOf.get(r.goodsId);
      return card ? [toSeckillGoods(r, card, skuOf(r), facts.get(skuOf(r)))] : [];
    }),
  };
}

function statusOf(
  row: SeckillGoodsRow,
  unitsLeft: number,
  goodsStock: number,
  now: Date,
): SeckillGoodsStatus {
  if (row.status !== 1 || now >= row.endAt) return 'ended';
  if (now < row.startAt) return 'not_started';
  return unitsLeft <= 0 || goodsStock <= 0 ? 'sold_out' : 'running';
}

const imagesOf = (list: string, main: string) =>
  [
    ...new Set([
      main,
      ...list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ]),
  ].filter(Boolean);

/**
 * `/seckill/api/seckillgoods/info`: one seckill goods, where it stands now and, for a member,
 * how many units the member bought at the seckill price and may still buy at it.
 */
export async function getSeckillGoodsInfo(
  db: DbExecutor,
  viewer: Viewer,
  id: number,
  now = new Date(),
): Promise<SeckillGoodsInfo> {
  const row = await findSeckillGoods(db, id);
  if (!row) throw new AppError('seckill.goods_not_found');
  const { cardOf, skuOf, facts } = await goodsOf(db, viewer, [row]);
  const card = cardOf.get(row.goodsId);
  if (!card) throw new AppError('seckill.goods_not_found');
  const skuId = skuOf(row);
  const skuFacts = facts.get(skuId);
  const goods = toSeckillGoods(row, card, skuId, skuFacts);
  const goodsStock = skuFacts?.stock ?? card.stock;
  // Seckill units left: of its own stock when it keeps one, never above the goods stock.
  const leftNum = Math.min(
    goodsStock,
    row.stock > 0 ? Math.max(0, row.stock - row.soldNum) : goodsStock,
  );
  let mine = {};
  if (viewer) {
    const bought = await boughtPromotionNum(db, viewer.memberId, [row.promotionId]);
    const n = bought.get(boughtKey(row.promotionId, row.goodsId)) ?? 0;
    const byLimit = row.goodsLimit > 0 ? Math.max(0, row.goodsLimit - n) : leftNum;
    mine = { promotion_bought: n, promotion_left: Math.min(byLimit, leftNum, goodsStock) };
  }
  return {
    ...goods,
    images: imagesOf(await findSkuImages(db, skuId), goods.image),
    approval_number: card.approval_number,
    goods_stock: goodsStock,
    left_num: leftNum,
    status: statusOf(row, leftNum, goodsStock, now),
    now: now.getTime(),
    ...mine,
  };
}
