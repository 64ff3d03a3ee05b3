import { asc, like, or } from 'drizzle-orm';
import type { ManjianRuleTier } from '@shop/contracts/promotion';
import type { DbTransaction } from '../client';
import { goods, promotion, promotionGoods, shop } from '../schema';
import { demoGoodsPool } from './demo-goods';

const DAY_MS = 86_400_000;
/** Goods of the e2e checkout journey (e2e/checkout.e2e.ts): their shops get no running 满减. */
const E2E_GOODS = ['乌鸡白凤丸%', '益母草颗粒%'];
const LISTED_GOODS = 8;

const tier = (yuan: number, offYuan: number): ManjianRuleTier => ({
  money_fen: yuan * 100,
  discount_money_fen: offYuan * 100,
});

type ManjianPlan = {
  siteId: number;
  name: string;
  startAt: Date;
  endAt: Date;
  goodsType: 1 | 2;
  tiers: ManjianRuleTier[];
  goodsIds: number[];
};

/**
 * Full reductions (满减): a running shop-wide one (满300减30, 满500减60, 满1000减150) on one shop,
 * a running one of listed goods on another, an upcoming and an ended one. The shops of the e2e
 * checkout journey's goods are left without a running one, so that journey's totals hold.
 */
export async function seedManjianDemo(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  const avoided = new Set(
    (
      await tx
        .select({ siteId: goods.siteId })
        .from(goods)
        .where(or(...E2E_GOODS.map((name) => like(goods.goodsName, name))))
    ).map((r) => r.siteId),
  );
  const shops = (await tx.select({ siteId: shop.siteId }).from(shop).orderBy(asc(shop.siteId)))
    .map((s) => s.siteId)
    .filter((id) => !avoided.has(id));
  const [wholeShop, listedShop] = shops;
  if (wholeShop === undefined) return;
  const pool = await demoGoodsPool(tx);
  const listedSite = listedShop ?? wholeShop;
  const listed = pool
    .filter((g) => g.siteId === listedSite)
    .slice(0, LISTED_GOODS)
    .map((g) => g.goodsId);
  const running = { startAt: new Date(now - DAY_MS), endAt: new Date(now + 30 * DAY_MS) };
  const plans: ManjianPlan[] = [
    {
      siteId: wholeShop,
      name: '全场满减',
      ...running,
      goodsType: 1,
      tiers: [tier(300, 30), tier(500, 60), tier(1000, 150)],
      goodsIds: [],
    },
    {
      siteId: listedSite,
      name: '指定商品满减',
      ...running,
      goodsType: 2,
      tiers: [tier(100, 10), tier(200, 25)],
      goodsIds: listed,
    },
    {
      siteId: wholeShop,
      name: '周末满减',
      startAt: new Date(now + 3 * DAY_MS),
      endAt: new Date(now + 10 * DAY_MS),
      goodsType: 1,
      tiers: [tier(800, 100)],
      goodsIds: [],
    },
    {
      siteId: listedSite,
      name: '上周满减',
      startAt: new Date(now - 10 * DAY_MS),
      endAt: new Date(now - 2 * DAY_MS),
      goodsType: 1,
      tiers: [tier(200, 20)],
      goodsIds: [],
    },
  ];
  for (const plan of plans) {
    const [row] = await tx
      .insert(promotion)
      .values({
        siteId: plan.siteId,
        kind: 'manjian',
        name: plan.name,
        startAt: plan.startAt,
        endAt: plan.endAt,
        rules: { goods_type: plan.goodsType, tiers: plan.tiers },
      })
      .returning({ id: promotion.promotionId });
    if (!row) throw new Error('demo manjian: insert returned nothing');
    if (plan.goodsIds.length > 0)
      await tx
        .insert(promotionGoods)
        .values(plan.goodsIds.map((goodsId) => ({ promotionId: row.id, goodsId })));
  }
}
