import type { DbTransaction } from '../client';
import { promotion, promotionGoods } from '../schema';
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

/**
 * Running, upcoming and ended promotions of every kind on disjoint demo goods, relative to the
 * seeding time so a fresh start always has running promotions.
 */
export async function seedPromotionDemo(tx: DbTransaction): Promise<void> {
  const pool = await demoGoodsPool(tx);
  const now = Date.now();
  const running = { startAt: new Date(now - DAY_MS), endAt: new Date(now + 30 * DAY_MS) };
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
      goods: pick(pool, 9, 30, 20),
      // Goods i and i+1 (i even) form one bundle of two, sold at 90 % of the sum.
      terms: (g, i) => ({
        rules: { bundle: Math.floor(i / 2) + 1 },
        priceFen: percentOf(g.priceFen, 90),
      }),
    },
    {
      kind: 'getfree',
      name: '满量换购',
      ...running,
      goods: pick(pool, 11, 30, 16),
      terms: (g) => ({
        rules: {
          is_ladder: 1,
          ladder_json: [
            { mainRang: 10, rang: 1, rangPrice: percentOf(g.priceFen, 50) },
            { mainRang: 20, rang: 3, rangPrice: percentOf(g.priceFen, 40) },
          ],
        },
      }),
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
  }
}
