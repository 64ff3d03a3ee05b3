import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { couponType, goods, member, memberCoupon, shop } from '../schema';

const DAY_MS = 86_400_000;
const DEMO_BUYERS = ['demo', 'demo2', 'demo3'];

type CentrePlan = Omit<typeof couponType.$inferInsert, 'siteId' | 'startAt' | 'endAt'> & {
  /** Index of the shop (by site id) issuing it. */
  shop: number;
  /** Window in days from the seed moment (validity_type 0). */
  window?: [number, number];
  /** The category coupon takes the shop's first goods' top category; goods coupons its goods. */
  scope?: 'category' | 'goods';
};

/**
 * What the coupon centre (领券中心) offers: amount and discount coupons, thresholds, goods and
 * category scopes, windows and fixed terms, one all taken, one not started, one ended.
 */
const CENTRE_PLANS: CentrePlan[] = [
  {
    shop: 0,
    couponName: '新客专享 满199减30',
    type: 'reward',
    moneyFen: 3000,
    atLeastFen: 19_900,
    count: 500,
    leadCount: 136,
    maxFetch: 1,
    window: [-2, 20],
  },
  {
    shop: 0,
    couponName: '全场9折 最高减40',
    type: 'discount',
    discount: 90,
    discountLimitFen: 4000,
    atLeastFen: 20_000,
    count: 300,
    leadCount: 300,
    maxFetch: 1,
    window: [-3, 10],
  },
  {
    shop: 0,
    couponName: '品类券 满300减25',
    type: 'reward',
    moneyFen: 2500,
    atLeastFen: 30_000,
    goodsType: 3,
    scope: 'category',
    count: 200,
    leadCount: 58,
    maxFetch: 2,
    validityType: 1,
    fixedTerm: 15,
  },
  {
    shop: 0,
    couponName: '双十二预热 满500减60',
    type: 'reward',
    moneyFen: 6000,
    atLeastFen: 50_000,
    count: 400,
    leadCount: 23,
    maxFetch: 3,
    window: [5, 25],
  },
  {
    shop: 1,
    couponName: '批发满500减50',
    type: 'reward',
    moneyFen: 5000,
    atLeastFen: 50_000,
    count: 200,
    leadCount: 87,
    maxFetch: 2,
    validityType: 1,
    fixedTerm: 30,
  },
  {
    shop: 1,
    couponName: '指定商品8.8折',
    type: 'discount',
    discount: 88,
    discountLimitFen: 2000,
    goodsType: 2,
    scope: 'goods',
    count: 150,
    leadCount: 40,
    maxFetch: 1,
    window: [-1, 14],
  },
  {
    shop: 2,
    couponName: '大额券 满1000减120',
    type: 'reward',
    moneyFen: 12_000,
    atLeastFen: 100_000,
    count: 100,
    leadCount: 94,
    maxFetch: 1,
    window: [-5, 7],
  },
  {
    shop: 2,
    couponName: '品类满200减15',
    type: 'reward',
    moneyFen: 1500,
    atLeastFen: 20_000,
    goodsType: 3,
    scope: 'category',
    count: 50,
    leadCount: 12,
    maxFetch: 3,
    validityType: 1,
    fixedTerm: 7,
  },
  {
    shop: 3,
    couponName: '常备药满100减8',
    type: 'reward',
    moneyFen: 800,
    atLeastFen: 10_000,
    count: 500,
    leadCount: 321,
    maxFetch: 3,
    validityType: 1,
    fixedTerm: 10,
  },
  {
    shop: 3,
    couponName: '无门槛9.5折',
    type: 'discount',
    discount: 95,
    discountLimitFen: 1000,
    count: 300,
    leadCount: 65,
    maxFetch: 2,
    window: [-1, 30],
  },
  {
    shop: 3,
    couponName: '国庆特惠 满300减30',
    type: 'reward',
    moneyFen: 3000,
    atLeastFen: 30_000,
    count: 200,
    leadCount: 178,
    maxFetch: 1,
    window: [-50, -1],
  },
];

/** A shop's first goods on sale: their ids and the top category of the first one. */
async function scopeOf(tx: DbTransaction, siteId: number) {
  const rows = await tx
    .select({ goodsId: goods.goodsId, categoryPath: goods.categoryPath })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.goodsState, 1)))
    .orderBy(asc(goods.goodsId))
    .limit(5);
  const top = Number(rows[0]?.categoryPath.split(',').find((s) => s !== '') ?? 0);
  return { goodsIds: rows.map((r) => r.goodsId), categoryIds: top > 0 ? [top] : [] };
}

/**
 * The coupon centre's demo coupon types (inserted newest-last, the centre lists newest first),
 * and for the demo buyers one used 常备药 coupon (the 已使用 tab; 1 of 3 taken in the centre).
 */
export async function seedCouponCentreDemo(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  const shops = await tx.select({ siteId: shop.siteId }).from(shop).orderBy(asc(shop.siteId));
  const rows: (typeof couponType.$inferInsert)[] = [];
  for (const { shop: index, window, scope, ...plan } of [...CENTRE_PLANS].reverse()) {
    const siteId = shops[index]?.siteId;
    if (siteId === undefined) continue;
    const ids = scope ? await scopeOf(tx, siteId) : undefined;
    const [from, to] = window ?? [-1, 60];
    rows.push({
      ...plan,
      siteId,
      scopeIds: scope === 'goods' ? ids?.goodsIds : scope === 'category' ? ids?.categoryIds : [],
      startAt: new Date(now + from * DAY_MS),
      endAt: new Date(now + to * DAY_MS),
    });
  }
  if (rows.length === 0) return;
  const types = await tx.insert(couponType).values(rows).returning({
    id: couponType.couponTypeId,
    name: couponType.couponName,
    siteId: couponType.siteId,
  });
  const used = types.find((t) => t.name === '常备药满100减8');
  const buyers = await tx
    .select({ memberId: member.memberId })
    .from(member)
    .where(inArray(member.username, DEMO_BUYERS));
  if (!used || buyers.length === 0) return;
  await tx.insert(memberCoupon).values(
    buyers.map((b) => ({
      couponTypeId: used.id,
      memberId: b.memberId,
      siteId: used.siteId,
      state: 2,
      startAt: new Date(now - 6 * DAY_MS),
      endAt: new Date(now + 4 * DAY_MS),
      useTime: new Date(now - 2 * DAY_MS),
      getType: 2,
      createdAt: new Date(now - 6 * DAY_MS),
    })),
  );
}
