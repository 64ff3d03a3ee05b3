import { inArray } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import {
  goods,
  promotion,
  promotionBundling,
  promotionBundlingGoods,
  promotionGoods,
} from '../schema';
import { type DemoGoods, demoGoodsPool, percentOf, pick } from './demo-goods';

const DAY_MS = 86_400_000;
const BUNDLE_PERCENT = 88;

/** The first two goods of one shop among `candidates`, or null. */
function shopPair(candidates: DemoGoods[]): [DemoGoods, DemoGoods] | null {
  const seen = new Map<number, DemoGoods>();
  for (const g of candidates) {
    const mate = seen.get(g.siteId);
    if (mate) return [mate, g];
    seen.set(g.siteId, g);
  }
  return null;
}

/**
 * Combos (组合套餐) besides the running ones of the promotion demo: one that starts in two days
 * and one that ended last week, so the combo page shows "not started" and "ended".
 */
export async function seedComboDemo(tx: DbTransaction): Promise<void> {
  const pool = await demoGoodsPool(tx);
  const now = Date.now();
  const plans = [
    {
      name: '组合预告',
      startAt: new Date(now + 2 * DAY_MS),
      endAt: new Date(now + 20 * DAY_MS),
      pair: shopPair(pick(pool, 21, 30, pool.length)),
    },
    {
      name: '上周组合',
      startAt: new Date(now - 12 * DAY_MS),
      endAt: new Date(now - 5 * DAY_MS),
      pair: shopPair(pick(pool, 23, 30, pool.length)),
    },
  ];
  for (const plan of plans) {
    if (!plan.pair) continue;
    const [a, b] = plan.pair;
    const [row] = await tx
      .insert(promotion)
      .values({
        siteId: a.siteId,
        kind: 'bundling',
        name: plan.name,
        startAt: plan.startAt,
        endAt: plan.endAt,
      })
      .returning({ id: promotion.promotionId });
    if (!row) throw new Error('demo combo: insert returned nothing');
    await tx.insert(promotionGoods).values(
      [a, b].map((g) => ({
        promotionId: row.id,
        goodsId: g.goodsId,
        skuId: g.skuId,
        priceFen: percentOf(g.priceFen, BUNDLE_PERCENT),
      })),
    );
    const names = await tx
      .select({ goodsId: goods.goodsId, goodsName: goods.goodsName })
      .from(goods)
      .where(inArray(goods.goodsId, [a.goodsId, b.goodsId]));
    const nameOf = (id: number) => names.find((n) => n.goodsId === id)?.goodsName ?? '';
    const [bundle] = await tx
      .insert(promotionBundling)
      .values({
        promotionId: row.id,
        siteId: a.siteId,
        blName: [...`${nameOf(a.goodsId)}+${nameOf(b.goodsId)} ${plan.name}`].slice(0, 60).join(''),
        blPriceFen: percentOf(a.priceFen, BUNDLE_PERCENT) + percentOf(b.priceFen, BUNDLE_PERCENT),
      })
      .returning({ blId: promotionBundling.blId });
    if (!bundle) throw new Error('demo combo: bundle insert returned nothing');
    await tx
      .insert(promotionBundlingGoods)
      .values(
        [a, b].map((g) => ({ blId: bundle.blId, goodsId: g.goodsId, skuId: g.skuId, num: 1 })),
      );
  }
}
