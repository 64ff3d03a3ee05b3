import { eq, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { couponType, goods, goodsSku, member, memberPointLog, pointExchange } from '../schema';
import { demoGoodsPool, pick } from './demo-goods';

const DAY_MS = 86_400_000;
/** 1 yuan of the goods' price is worth 10 points, rounded to 10 points (at least 100). */
const pointsOf = (priceFen: number) => Math.max(100, Math.round(priceFen / 100) * 10);

/** Coupons only the points mall gives (money in fen; 30 days from the exchange). */
const couponPlans = [
  { couponName: '积分专享 5元无门槛券', type: 'reward', moneyFen: 500, point: 200 },
  {
    couponName: '积分专享 满200减20',
    type: 'reward',
    moneyFen: 2000,
    atLeastFen: 20_000,
    point: 500,
  },
  {
    couponName: '积分专享 满500减60',
    type: 'reward',
    moneyFen: 6000,
    atLeastFen: 50_000,
    point: 1200,
    limitNum: 2,
  },
  {
    couponName: '积分专享 全店9折券（最多减30元）',
    type: 'discount',
    discount: 90,
    discountLimitFen: 3000,
    point: 800,
  },
];

/** The demo buyers' points, each with the ledger rows that explain them. */
const balances = [
  { username: 'demo', rows: [{ change: 5000, remark: '新客户注册赠送积分' }] },
  { username: 'demo2', rows: [{ change: 300, remark: '首单奖励积分' }] },
  {
    username: 'demo3',
    rows: [
      { change: 100, remark: '首单奖励积分', daysAgo: 400 },
      { change: -100, remark: '积分到期清零', daysAgo: 35 },
    ],
  },
];

/**
 * The points mall: 10 goods (one sold out, one limited to 1 per member) and 4 point-only coupons
 * of the first demo shop; the demo buyers' points with their ledger.
 */
export async function seedPointDemo(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  const candidates = pick(await demoGoodsPool(tx), 7, 37, 20);
  const skus = candidates.length
    ? await tx
        .select({
          skuId: goodsSku.skuId,
          name: goods.goodsName,
          image: goodsSku.skuImage,
          stock: goodsSku.stock,
        })
        .from(goodsSku)
        .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
        .where(
          inArray(
            goodsSku.skuId,
            candidates.map((g) => g.skuId),
          ),
        )
    : [];
  // Goods in stock only: the one sold out item is sold out by its own units.
  const inStock = new Set(skus.filter((s) => s.stock >= 50).map((s) => s.skuId));
  const chosen = candidates.filter((g) => inStock.has(g.skuId)).slice(0, 10);
  const skuOf = new Map(skus.map((s) => [s.skuId, s] as const));
  const items: (typeof pointExchange.$inferInsert)[] = chosen.map((g, i) => ({
    type: 1,
    siteId: g.siteId,
    skuId: g.skuId,
    name: skuOf.get(g.skuId)?.name ?? '',
    image: skuOf.get(g.skuId)?.image ?? '',
    point: pointsOf(g.priceFen),
    // The third is sold out; the fifth is limited to one per member; the others offer 20-200.
    stock: i === 2 ? 5 : i % 3 === 0 ? 0 : 20 + i * 20,
    soldNum: i === 2 ? 5 : i * 3,
    limitNum: i === 4 ? 1 : 0,
    sort: i,
  }));
  const siteId = chosen[0]?.siteId;
  if (siteId !== undefined) {
    const types = await tx
      .insert(couponType)
      .values(
        couponPlans.map(({ point: _point, limitNum: _limit, ...plan }) => ({
          ...plan,
          siteId,
          count: 500,
          maxFetch: 0,
          validityType: 1,
          fixedTerm: 30,
        })),
      )
      .returning({ id: couponType.couponTypeId });
    couponPlans.forEach((plan, i) =>
      items.push({
        type: 2,
        siteId,
        couponTypeId: types[i]?.id ?? null,
        name: plan.couponName,
        point: plan.point,
        stock: i === 0 ? 200 : 0,
        soldNum: i === 0 ? 36 : 0,
        limitNum: plan.limitNum ?? 0,
        sort: 20 + i,
      }),
    );
  }
  if (items.length > 0) await tx.insert(pointExchange).values(items);
  const buyers = await tx
    .select({ memberId: member.memberId, username: member.username })
    .from(member)
    .where(
      inArray(
        member.username,
        balances.map((b) => b.username),
      ),
    );
  for (const b of buyers) {
    const plan = balances.find((p) => p.username === b.username);
    if (!plan) continue;
    let balance = 0;
    const ledger = plan.rows.map((r, i) => {
      balance += r.change;
      const daysAgo = 'daysAgo' in r ? r.daysAgo : 30 - i;
      return {
        memberId: b.memberId,
        change: r.change,
        pointAfter: balance,
        reason: 'grant',
        remark: r.remark,
        createdAt: new Date(now - daysAgo * DAY_MS),
      };
    });
    await tx.insert(memberPointLog).values(ledger);
    await tx.update(member).set({ point: balance }).where(eq(member.memberId, b.memberId));
  }
}
