import { manjianMoney } from '@shop/contracts/pricing';
import type { ManjianProgress } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import {
  manjianCovers,
  manjianProgressOf,
  runningManjianByShop,
  type PricedBundleItem,
  type PricedSkuItem,
} from '../pricing';

/** What a priced line charges for each goods it brings, split as the order's rows split it. */
export type GoodsMoney = { goodsId: number; fen: number };

/** A SKU line: its goods, and its exchange (换购) goods as checkout's separate row. */
export function skuGoodsMoney(line: PricedSkuItem): GoodsMoney[] {
  const exchange = line.priced.exchange;
  const parts = [
    { goodsId: line.goodsId, fen: line.priced.subtotalFen - (exchange?.subtotalFen ?? 0) },
  ];
  if (exchange && exchange.num > 0 && line.exchangeGoods && line.terms.kind === 'getfree')
    parts.push({ goodsId: line.exchangeGoods.goodsId, fen: exchange.subtotalFen });
  return parts;
}

/** A bundle line: the set's subtotal split over its goods. */
export const bundleGoodsMoney = (line: PricedBundleItem): GoodsMoney[] =>
  line.goods.map((g, i) => ({ goodsId: g.goodsId, fen: line.priced.goodsSubtotalsFen[i] ?? 0 }));

/**
 * The full reductions (满减) the checked lines reach, per shop running one: the same money the
 * checkout takes off (the threshold is measured on the covered goods after their promotions).
 */
export async function cartManjian(
  db: DbExecutor,
  lines: { siteId: number; parts: GoodsMoney[] }[],
  now = new Date(),
): Promise<{ totalFen: number; shops: (ManjianProgress & { site_id: number })[] }> {
  const bySite = new Map<number, GoodsMoney[]>();
  for (const l of lines) bySite.set(l.siteId, [...(bySite.get(l.siteId) ?? []), ...l.parts]);
  const manjians = await runningManjianByShop(db, [...bySite.keys()], now);
  let totalFen = 0;
  const shops = [...bySite].flatMap(([siteId, parts]) => {
    const manjian = manjians.get(siteId);
    if (!manjian) return [];
    const eligibleFen = parts.reduce(
      (a, p) => a + (manjianCovers(manjian, p.goodsId) ? p.fen : 0),
      0,
    );
    const reached = manjianMoney(manjian.tiers, eligibleFen);
    totalFen += reached.moneyFen;
    return [{ ...manjianProgressOf(manjian, reached), site_id: siteId }];
  });
  return { totalFen, shops };
}
