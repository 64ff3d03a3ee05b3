import { campaignStatusOf, type CampaignStatus } from '@shop/contracts/promotion';

/**
 * The status of a campaign now, from the server's answer: a page left open moves from not started
 * to running to ended on the buyer's clock; an ended (or closed) one stays ended.
 */
export function liveStatus(
  campaign: { status: CampaignStatus; start_time: number; end_time: number },
  now: number,
): CampaignStatus {
  if (campaign.status === 'ended') return 'ended';
  return campaignStatusOf({ start: campaign.start_time, end: campaign.end_time, open: true }, now);
}

/**
 * The quantity bounds of a campaign's buy-now: from the minimum (起购量) up to the stock the goods
 * has (and the cart's maximum); null when the stock cannot reach the minimum.
 */
export function campaignQuantity(goodsMin: number, stock: number, max: number) {
  const min = Math.max(1, goodsMin);
  const upper = Math.min(stock, max);
  return upper >= min ? { min, max: upper } : null;
}

/** What the buy button of a campaign goods page does for this viewer now. */
export type CampaignBuyState = 'login' | 'no_permission' | CampaignStatus | 'limit' | 'stock';

/**
 * 'running' means the buyer can order: a visitor logs in first, a member the shop does not sell
 * to cannot, outside the window the goods sells at its normal price only, and a reached per-buyer
 * limit, sold-out promotional units or stock below the minimum stop the campaign price.
 */
export function campaignBuyState(input: {
  saleControl: { is_member_by: boolean } | undefined;
  status: CampaignStatus;
  goodsMin: number;
  goodsLimit: number;
  bought: number | undefined;
  stockLeft: number | null;
  stock: number;
}): CampaignBuyState {
  if (!input.saleControl) return 'login';
  if (!input.saleControl.is_member_by) return 'no_permission';
  if (input.status !== 'running') return input.status;
  if (input.goodsLimit > 0 && (input.bought ?? 0) >= input.goodsLimit) return 'limit';
  if (input.stockLeft === 0 || input.stock < Math.max(1, input.goodsMin)) return 'stock';
  return 'running';
}
