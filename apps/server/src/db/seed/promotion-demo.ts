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

type PromotionPlan = {
  kind: string;
  name: string;
  startAt: Date;
  endAt: Date;
  goods: DemoGoods[];
  terms: (g: DemoGoods, i: number) => Partial<typeof promotionGoods.$inferInsert>;
};

/** Wholesale tiers (spec §3 price_json: num, limit_num, price) in fen. */
const tiers = (fen: number) => [
  { num: 10, limit_num: 0, price: percentOf(fen, 96) },
  { num: 50, limit_num: 0, price: percentOf(fen, 92) },
  { num: 100, limit_num: 300, price: percentOf(fen, 88) },
];

/** Up to `limit` pairs of goods of the same shop, flattened (a1, b1, a2, b2, ...). */
function sameShopPairs(candidates: DemoGoods[], limit: number): DemoGoods[] {
  const waiting = new Map<number, DemoGoods>();
  const pairs: DemoGoods[] = [];
  for (const g of candidates) {
    if (pairs.length >= limit * 2) break;
    const mate = waiting.get(g.siteId);
    if (mate) {
      pairs.push(mate, g);
      waiting.delete(g.siteId);
    } else waiting.set(g.siteId, g);
  }
  return pairs;
}

// Below the demo member prices (88 % or more of the price), so a bundle always saves.
const BUNDLE_PERCENT = 85;
const BL_NAME_MAX = 60;

/**
 * One bundle (组合套餐) per pair of the bundling promotion's goods: named after both goods, sold at
 * the sum of their promotional prices, one unit of each per set.
 */
async function seedBundles(tx: DbTransaction, promotionId: number, pairs: DemoGoods[]) {
  if (pairs.length < 2) return;
  const names = new Map(
    (
      await tx
        .select({ goodsId: goods.goodsId, goodsName: goods.goodsName })
        .from(goods)
        .where(
          inArray(
            goods.goodsId,
            pairs.map((g) => g.goodsId),
          ),
        )
    ).map((r) => [r.goodsId, r.goodsName] as const),
  );
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const a = pairs[i]!;
    const b = pairs[i + 1]!;
    const name = `${names.get(a.goodsId) ?? ''}+${names.get(b.goodsId) ?? ''} 组合装`;
    const [bundle] = await tx
      .insert(promotionBundling)
      .values({
        promotionId,
        siteId: a.siteId,
        blName: [...name].slice(0, BL_NAME_MAX).join(''),
        blPriceFen: percentOf(a.priceFen, BUNDLE_PERCENT) + percentOf(b.priceFen, BUNDLE_PERCENT),
        sort: i / 2,
      })
      .returning({ blId: promotionBundling.blId });
    if (!bundle) throw new Error('demo bundle: insert returned nothing');
    await tx
      .insert(promotionBundlingGoods)
      .values(
        [a, b].map((g) => ({ blId: bundle.blId, goodsId: g.goodsId, skuId: g.skuId, num: 1 })),
      );
  }
}

/**
 * Running, upcoming and ended promotions of every kind on disjoint demo goods, relative to the
 * seeding time so a fresh start always has running promotions.
 */
export async function seedPromotionDemo(tx: DbTransaction): Promise<void> {
  const pool = await demoGoodsPool(tx);
  const now = Date.now();
  const running = { startAt: new Date(now - DAY_MS), endAt: new Date(now + 30 * DAY_MS) };
  // Bundles pair goods of one shop (an order is per shop).
  const bundlePairs = sameShopPairs(pick(pool, 9, 30, pool.length), 10);
  // A few exchange lines bring another goods instead of more of the same SKU.
  const exchangeOthers = pick(pool, 19, 30, 4);
  const plans: PromotionPlan[] = [
    {
      kind: 'seckill',
      name: '限时秒杀',
      ...running,
      goods: pick(pool, 1, 30, 24),
      terms: (g) => ({ priceFen: percentOf(g.priceFen, 80), goodsLimit: 5, stock: 100 }),
    },
    {
      kind: 'discount',
      name: '特价专区',
      ...running,
      goods: pick(pool, 3, 30, 60),
      terms: (g, i) => ({
        priceFen: percentOf(g.priceFen, 90),
        goodsMin: i % 3 === 0 ? 2 : 1,
        goodsLimit: i % 2 === 0 ? 20 : 0,
        numMultiple: i % 5 === 0 ? 2 : 1,
      }),
    },
    {
      kind: 'wholesale',
      name: '阶梯批发价',
      ...running,
      goods: pick(pool, 5, 30, 60),
      terms: (g) => ({ priceJson: tiers(g.priceFen) }),
    },
    {
      kind: 'bundling',
      name: '组合套餐',
      ...running,
      goods: bundlePairs,
      // Goods i and i+1 (i even, same shop) form one bundle of two, sold at 85 % of the sum.
      terms: (g, i) => ({
        rules: { bundle: Math.floor(i / 2) + 1 },
        priceFen: percentOf(g.priceFen, BUNDLE_PERCENT),
      }),
    },
    {
      kind: 'getfree',
      name: '满量换购',
      ...running,
      goods: pick(pool, 11, 30, 16),
      // Every fourth exchange line brings another demo goods; the others more of the same SKU.
      terms: (g, i) => {
        const other = i % 4 === 3 ? exchangeOthers[Math.floor(i / 4)] : undefined;
        const exchangeFen = other?.priceFen ?? g.priceFen;
        return {
          rules: {
            is_ladder: 1,
            ladder_json: [
              { mainRang: 10, rang: 1, rangPrice: percentOf(exchangeFen, 50) },
              { mainRang: 20, rang: 3, rangPrice: percentOf(exchangeFen, 40) },
            ],
            ...(other ? { exchange_sku_id: other.skuId } : {}),
          },
        };
      },
    },
    {
      kind: 'seckill',
      name: '明日秒杀',
      startAt: new Date(now + 2 * DAY_MS),
      endAt: new Date(now + 3 * DAY_MS),
      goods: pick(pool, 13, 30, 12),
      terms: (g) => ({ priceFen: percentOf(g.priceFen, 75), goodsLimit: 3, stock: 50 }),
    },
    {
      kind: 'discount',
      name: '上周特价',
      startAt: new Date(now - 10 * DAY_MS),
      endAt: new Date(now - 3 * DAY_MS),
      goods: pick(pool, 15, 30, 12),
      terms: (g) => ({ priceFen: percentOf(g.priceFen, 85) }),
    },
  ];
  for (const [sort, plan] of plans.entries()) {
    const siteId = plan.goods[0]?.siteId ?? 1;
    const [row] = await tx
      .insert(promotion)
      .values({
        siteId,
        kind: plan.kind,
        name: plan.name,
        startAt: plan.startAt,
        endAt: plan.endAt,
        sort,
      })
      .returning({ id: promotion.promotionId });
    if (!row) throw new Error('demo promotion: insert returned nothing');
    await tx.insert(promotionGoods).values(
      plan.goods.map((g, i) => ({
        promotionId: row.id,
        goodsId: g.goodsId,
        skuId: g.skuId,
        ...plan.terms(g, i),
      })),
    );
    if (plan.kind === 'bundling') await seedBundles(tx, row.id, plan.goods);
  }
}
