import { fenToYuan } from '@shop/contracts/money';
import type { ManjianReached, ManjianTier } from '@shop/contracts/pricing';
import {
  MANJIAN_TIERS_MAX,
  ManjianRuleTierSchema,
  type ManjianGoodsType,
  type ManjianProgress,
  type ManjianTierInfo,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import {
  findManjianGoods,
  findRunningManjians,
  type RunningManjianRow,
} from './manjian-terms.repository';

/**
 * The full reduction (满减) running for a shop. Business decisions:
 * - one applies per shop at a time: when the shop runs several, the one of the latest start
 *   (then the highest id);
 * - every order line of a goods in its scope counts towards its thresholds and shares its
 *   reduction, whatever priced the line (promotions, bundles, exchange goods): the threshold is
 *   measured on what the lines charge after their promotions;
 * - a full reduction without a valid tier does not run.
 */
export type ShopManjian = {
  promotionId: number;
  siteId: number;
  name: string;
  goodsType: ManjianGoodsType;
  /** The listed goods (goods_type 2). */
  goodsIds: Set<number>;
  /** Ascending thresholds, in fen. */
  tiers: ManjianTier[];
  startAt: Date;
  endAt: Date;
};

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** rules.tiers as engine tiers, ascending, one per threshold; malformed tiers are dropped. */
export function manjianTiersOf(rules: unknown): ManjianTier[] {
  const list = record(rules).tiers;
  if (!Array.isArray(list)) return [];
  const byThreshold = new Map<number, ManjianTier>();
  for (const item of list) {
    const parsed = ManjianRuleTierSchema.safeParse(item);
    if (!parsed.success || byThreshold.has(parsed.data.money_fen)) continue;
    byThreshold.set(parsed.data.money_fen, {
      moneyFen: parsed.data.money_fen,
      discountMoneyFen: parsed.data.discount_money_fen,
    });
  }
  return [...byThreshold.values()]
    .sort((a, b) => a.moneyFen - b.moneyFen)
    .slice(0, MANJIAN_TIERS_MAX);
}

/** rules.goods_type: 1 every goods of the shop; anything else only the listed goods. */
export const manjianGoodsTypeOf = (rules: unknown): ManjianGoodsType =>
  record(rules).goods_type === 1 ? 1 : 2;

/** Whether the shop's full reduction covers the goods. */
export const manjianCovers = (manjian: ShopManjian, goodsId: number): boolean =>
  manjian.goodsType === 1 || manjian.goodsIds.has(goodsId);

function toShopManjian(row: RunningManjianRow, goodsIds: number[]): ShopManjian | null {
  const tiers = manjianTiersOf(row.rules);
  if (tiers.length === 0) return null;
  return {
    promotionId: row.promotionId,
    siteId: row.siteId,
    name: row.name,
    goodsType: manjianGoodsTypeOf(row.rules),
    goodsIds: new Set(goodsIds),
    tiers,
    startAt: row.startAt,
    endAt: row.endAt,
  };
}

/** The full reduction that applies to each of the shops `siteIds` at `now` (absent: none). */
export async function runningManjianByShop(
  db: DbExecutor,
  siteIds: number[],
  now: Date,
): Promise<Map<number, ShopManjian>> {
  const rows = await findRunningManjians(db, [...new Set(siteIds)], now);
  const listed = await findManjianGoods(
    db,
    rows.map((r) => r.promotionId),
  );
  const byShop = new Map<number, ShopManjian>();
  for (const row of rows) {
    if (byShop.has(row.siteId)) continue;
    const goodsIds = listed.filter((l) => l.promotionId === row.promotionId).map((l) => l.goodsId);
    const manjian = toShopManjian(row, goodsIds);
    if (manjian) byShop.set(row.siteId, manjian);
  }
  return byShop;
}

export const tierInfoOf = (tier: ManjianTier): ManjianTierInfo => ({
  money: fenToYuan(tier.moneyFen),
  discount_money: fenToYuan(tier.discountMoneyFen),
});

/** The wire shape of what an order or a cart reaches of the shop's full reduction. */
export function manjianProgressOf(manjian: ShopManjian, reached: ManjianReached): ManjianProgress {
  return {
    manjian_id: manjian.promotionId,
    manjian_name: manjian.name,
    tier: reached.tier ? tierInfoOf(reached.tier) : null,
    manjian_money: fenToYuan(reached.moneyFen),
    next_tier: reached.next ? tierInfoOf(reached.next) : null,
    next_need: fenToYuan(reached.next ? reached.next.moneyFen - reached.eligibleFen : 0),
  };
}
