import { shanghaiDayStart } from '@shop/contracts/promotion';
import { gte, inArray, and } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { goodsSku, promotion, promotionGoods, seckillTime } from '../schema';
import { type DemoGoods, demoGoodsPool, percentOf, pick } from './demo-goods';

const DAY_MS = 86_400_000;
const HOUR_SEC = 3600;

/** The daily slots (秒杀场次), covering the whole day so one always runs. */
const SLOTS = [
  { name: '00:00场', nameEn: '00:00 session', startSec: 0, endSec: 10 * HOUR_SEC },
  { name: '10:00场', nameEn: '10:00 session', startSec: 10 * HOUR_SEC, endSec: 14 * HOUR_SEC },
  { name: '14:00场', nameEn: '14:00 session', startSec: 14 * HOUR_SEC, endSec: 20 * HOUR_SEC },
  { name: '20:00场', nameEn: '20:00 session', startSec: 20 * HOUR_SEC, endSec: 24 * HOUR_SEC },
];
const FIRST_DAY = -1;
const LAST_DAY = 14;

/** `11月22日` of a Shanghai midnight. */
const dayLabel = (midnight: number) => {
  const d = new Date(midnight + 8 * HOUR_SEC * 1000);
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
};

/** Units already sold: most of an ended seckill (some sold out), part of a running one. */
function soldOf(stock: number, k: number, i: number, stage: 'ended' | 'running' | 'upcoming') {
  if (stage === 'upcoming') return 0;
  if (stage === 'ended')
    return (k + i) % 3 === 0 ? stock : Math.floor((stock * (50 + ((k * 13 + i * 7) % 50))) / 100);
  return Math.floor((stock * ((k * 17 + i * 11) % 90)) / 100);
}

/**
 * The seckill slots and, for each day from yesterday to two weeks ahead and each slot, a seckill
 * whose window is that slot's occurrence, with 3-6 demo goods (60-85 % of the price, 20-200 units
 * set aside, a per-buyer limit of 2-5), so the zone shows ended, running and upcoming slots.
 * Its goods are none of the other demo promotions' (every 30th goods from the 28th).
 */
export async function seedSeckillDemo(tx: DbTransaction): Promise<void> {
  const slots = await tx
    .insert(seckillTime)
    .values(SLOTS.map((s, sort) => ({ ...s, sort })))
    .returning({ id: seckillTime.id });
  if (slots.length !== SLOTS.length) throw new Error('demo seckill: slots not inserted');
  // Goods with stock enough for every seckill unit, so "马上抢" can be bought.
  const pool = pick(await demoGoodsPool(tx), 27, 30, 240);
  const stocked = await tx
    .select({ skuId: goodsSku.skuId })
    .from(goodsSku)
    .where(
      and(
        inArray(goodsSku.skuId, pool.length > 0 ? pool.map((g) => g.skuId) : [0]),
        gte(goodsSku.stock, 200),
      ),
    );
  const inStock = new Set(stocked.map((r) => r.skuId));
  // A shop's seckill holds its own goods: the slots take turns among the shops.
  const byShop = new Map<number, DemoGoods[]>();
  for (const g of pool.filter((x) => inStock.has(x.skuId)))
    byShop.set(g.siteId, [...(byShop.get(g.siteId) ?? []), g]);
  const shops = [...byShop.values()].filter((list) => list.length >= 3);
  if (shops.length === 0) return;
  const now = Date.now();
  const today = shanghaiDayStart(now);
  let k = 0;
  for (let day = FIRST_DAY; day <= LAST_DAY; day += 1) {
    const midnight = today + day * DAY_MS;
    for (const slot of SLOTS) {
      const startAt = new Date(midnight + slot.startSec * 1000);
      const endAt = new Date(midnight + slot.endSec * 1000);
      const stage =
        endAt.getTime() <= now ? 'ended' : startAt.getTime() > now ? 'upcoming' : 'running';
      const candidates = shops[k % shops.length]!;
      const size = Math.min(3 + (k % 4), candidates.length);
      const goods = Array.from(
        { length: size },
        (_, i) => candidates[(Math.floor(k / shops.length) * 3 + i) % candidates.length]!,
      );
      const [row] = await tx
        .insert(promotion)
        .values({
          siteId: goods[0]!.siteId,
          kind: 'seckill',
          name: `${dayLabel(midnight)} ${slot.name}秒杀`,
          startAt,
          endAt,
          // The slot it was made for, as the console saves it (ADR 0030).
          rules: { time_id: slots[SLOTS.indexOf(slot)]!.id },
        })
        .returning({ id: promotion.promotionId });
      if (!row) throw new Error('demo seckill: insert returned nothing');
      await tx.insert(promotionGoods).values(
        goods.map((g, i) => {
          const stock = 20 + ((k * 37 + i * 53) % 181);
          return {
            promotionId: row.id,
            goodsId: g.goodsId,
            skuId: g.skuId,
            priceFen: percentOf(g.priceFen, 60 + ((k * 7 + i * 3) % 26)),
            goodsLimit: 2 + ((k + i) % 4),
            stock,
            soldNum: soldOf(stock, k, i, stage),
          };
        }),
      );
      k += 1;
    }
  }
}
