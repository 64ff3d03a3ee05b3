import type { DbTransaction } from '../client';
import { promotion, promotionGoods } from '../schema';
import type { DemoGoods } from './demo-goods';

/**
 * Every 30th demo goods from `offset`, skipping those the sale-control demo restricts (every
 * 40th from 7 and 23), so the demo member may buy every campaign; all of the shop of the first
 * one, since a shop's campaign holds its own goods.
 */
export function campaignGoodsPick(pool: DemoGoods[], offset: number, limit: number) {
  const candidates = pool.filter((_, i) => i % 30 === offset && i % 40 !== 7 && i % 40 !== 23);
  const siteId = candidates[0]?.siteId;
  return candidates.filter((g) => g.siteId === siteId).slice(0, limit);
}

/** A demo campaign (group buy, topic): the promotion of its goods' shop and the goods' terms. */
export type CampaignPlan = {
  name: string;
  image?: string;
  remark: string;
  startAt: Date;
  endAt: Date;
  goods: DemoGoods[];
};

/** Inserts the campaigns of a kind, in order, each goods with the terms `termsOf` gives. */
export async function insertCampaigns<P extends CampaignPlan>(
  tx: DbTransaction,
  kind: 'groupbuy' | 'topic',
  plans: P[],
  termsOf: (g: DemoGoods, i: number, plan: P) => Partial<typeof promotionGoods.$inferInsert>,
): Promise<void> {
  for (const [sort, plan] of plans.entries()) {
    if (plan.goods.length === 0) continue;
    const [row] = await tx
      .insert(promotion)
      .values({
        siteId: plan.goods[0]!.siteId,
        kind,
        name: plan.name,
        image: plan.image ?? '',
        remark: plan.remark,
        startAt: plan.startAt,
        endAt: plan.endAt,
        sort,
      })
      .returning({ id: promotion.promotionId });
    if (!row) throw new Error(`demo ${kind}: insert returned nothing`);
    await tx.insert(promotionGoods).values(
      plan.goods.map((g, i) => ({
        promotionId: row.id,
        goodsId: g.goodsId,
        skuId: g.skuId,
        ...termsOf(g, i, plan),
      })),
    );
  }
}
