/*
 * The kinds and facts a goods is described by in the console's editor (issue 25), with the pure
 * checks both the server and the console apply, so a refusal reads the same in both.
 */

/**
 * The goods kinds (issue 25): 处方药, 非处方药, 中药饮片, 医疗器械, 保健食品, 普通商品; stored in
 * `goods.goods_kind`.
 */
export const GOODS_KINDS = ['rx', 'otc', 'tcm_pieces', 'device', 'health_food', 'general'] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];

/** How a goods may be delivered (issue 25): express, local delivery, pickup at a store, virtual. */
export const GOODS_DELIVERY_KINDS = ['express', 'local', 'store', 'virtual'] as const;
export type GoodsDeliveryKind = (typeof GOODS_DELIVERY_KINDS)[number];

const DRUG = /^国药准字[HZSJBF]\d{8}$/;
const DEVICE = /^(?:[\u4e00-\u9fa5]{1,2}械注[准进许]\d{11}|[\u4e00-\u9fa5]{1,3}械备\d{8}号?)$/;
const HEALTH_FOOD = /^(?:国食健[注字][GJ]\d{8}|食健备[GJ]\d{11,13})$/;

/** Why an approval number (批准文号) does not fit the goods kind; null when it does. */
export type ApprovalProblem =
  'approval_required' | 'approval_drug' | 'approval_device' | 'approval_health_food';

/**
 * The 批准文号 check of issue 25: medicines (处方药, 非处方药) need 国药准字 with H/Z/S/J/B/F and
 * 8 digits; devices a 械注准/械注进/械注许 (11 digits) or 械备 (8 digits) number; 中药饮片 and
 * 保健食品 may have none, else the right format; other goods need none, but a text that claims to
 * be a medicine or device number must be one.
 */
export function approvalNumberProblem(kind: GoodsKind, text: string): ApprovalProblem | null {
  const value = text.trim();
  if (kind === 'rx' || kind === 'otc')
    return value === '' ? 'approval_required' : DRUG.test(value) ? null : 'approval_drug';
  if (kind === 'device')
    return value === '' ? 'approval_required' : DEVICE.test(value) ? null : 'approval_device';
  if (value === '') return null;
  if (kind === 'tcm_pieces') return DRUG.test(value) ? null : 'approval_drug';
  if (kind === 'health_food') return HEALTH_FOOD.test(value) ? null : 'approval_health_food';
  if (value.startsWith('国药准字') && !DRUG.test(value)) return 'approval_drug';
  if (value.includes('械') && !DEVICE.test(value)) return 'approval_device';
  return null;
}

/** A standing wholesale tier as the editor sends it: from `num` units, `price` yuan each. */
export type TierInput = { num: number; price_fen: number };

/** Why a SKU's wholesale tiers are refused; null when they rise in quantity and fall in price. */
export type TierProblem = 'tier_num_order' | 'tier_price_order' | 'tier_price_above';

/**
 * issue 25: tiers ascend in quantity and fall in price, each below the SKU's price (a tier at
 * or above it would never apply). `index` is the first tier at fault.
 */
export function tierProblem(
  tiers: readonly TierInput[],
  priceFen: number,
): { problem: TierProblem; index: number } | null {
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i]!;
    const prev = tiers[i - 1];
    if (prev && tier.num <= prev.num) return { problem: 'tier_num_order', index: i };
    if (prev && tier.price_fen >= prev.price_fen) return { problem: 'tier_price_order', index: i };
    if (tier.price_fen >= priceFen) return { problem: 'tier_price_above', index: i };
  }
  return null;
}
