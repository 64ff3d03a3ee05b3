import { asc, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { couponType, member, memberCoupon, shop } from '../schema';
import { seedCouponCentreDemo } from './coupon-centre-demo';
import { demoGoodsPool } from './demo-goods';

const DAY_MS = 86_400_000;
const DEMO_BUYERS = ['demo', 'demo2', 'demo3'];

type CouponPlan = Omit<typeof couponType.$inferInsert, 'siteId'>;

/** The coupon types every demo shop issues (money in fen). */
const plans = (goodsIds: number[]): CouponPlan[] => [
  // The demo buyers hold two of it (one expired), so its per-member limit is two.
  { couponName: '满300减20', type: 'reward', moneyFen: 2000, atLeastFen: 30_000, maxFetch: 2 },
  { couponName: '满1000减80', type: 'reward', moneyFen: 8000, atLeastFen: 100_000 },
  {
    couponName: '全店9.5折（最多减50元）',
    type: 'discount',
    discount: 95,
    discountLimitFen: 5000,
  },
  ...(goodsIds.length > 0
    ? [
        {
          couponName: '指定商品满100减10',
          type: 'reward',
          moneyFen: 1000,
          atLeastFen: 10_000,
          goodsType: 2,
          scopeIds: goodsIds,
        },
      ]
    : []),
];

/**
 * Coupons of the demo shops and, for the demo buyers, one of each valid for 30 days plus one that
 * expired yesterday (shown as expired, never usable); then the coupon centre's offers.
 */
export async function seedCouponDemo(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  const shops = await tx.select({ siteId: shop.siteId }).from(shop).orderBy(asc(shop.siteId));
  const pool = await demoGoodsPool(tx);
  const buyers = await tx
    .select({ memberId: member.memberId })
    .from(member)
    .where(inArray(member.username, DEMO_BUYERS));
  const start = new Date(now - DAY_MS);
  const end = new Date(now + 30 * DAY_MS);
  for (const s of shops) {
    const goodsIds = pool
      .filter((g) => g.siteId === s.siteId)
      .slice(0, 5)
      .map((g) => g.goodsId);
    const types = await tx
      .insert(couponType)
      .values(
        plans(goodsIds).map((p) => ({
          ...p,
          siteId: s.siteId,
          count: 1000,
          leadCount: buyers.length,
          validityType: 1,
          fixedTerm: 30,
          startAt: start,
          endAt: end,
        })),
      )
      .returning({ id: couponType.couponTypeId });
    const rows: (typeof memberCoupon.$inferInsert)[] = [];
    for (const b of buyers) {
      for (const t of types)
        rows.push({
          couponTypeId: t.id,
          memberId: b.memberId,
          siteId: s.siteId,
          state: 1,
          startAt: start,
          endAt: end,
        });
      const first = types[0];
      if (first)
        rows.push({
          couponTypeId: first.id,
          memberId: b.memberId,
          siteId: s.siteId,
          state: 3,
          startAt: new Date(now - 31 * DAY_MS),
          endAt: new Date(now - DAY_MS),
        });
    }
    if (rows.length > 0) await tx.insert(memberCoupon).values(rows);
  }
  await seedCouponCentreDemo(tx);
}
