import type { Fen } from '../money';
import type { LineTerms } from './pricing.types';

/** What is left of a campaign for one buyer: null where the campaign sets no cap. */
export type CampaignLeft = {
  /** The campaign's unit price. */
  priceFen: Fen;
  /** Units of the per-buyer limit (goods_limit) the buyer has not bought yet. */
  limitLeft: number | null;
  /** Units of the campaign's own stock not sold yet. */
  stockLeft: number | null;
};

/**
 * The terms of a campaign's buy-now line (group buy 团购, topic goods 专题): the campaign price on
 * every unit up to the smaller of what is left of the buyer's limit and of the campaign's own
 * stock, the rest at the normal price (spec §5: beyond goods_limit the excess is at the original
 * price); with nothing left, no unit is. The campaign's minimum (起购量) refuses a smaller buy-now
 * before it is priced, so it does not split the line here.
 */
export function campaignLineTerms(campaign: CampaignLeft): LineTerms {
  const caps = [campaign.limitLeft, campaign.stockLeft].filter((n): n is number => n !== null);
  const cap = caps.length > 0 ? Math.min(...caps) : null;
  if (cap !== null && cap <= 0) return { kind: 'none' };
  // goods_limit 0 means no limit (spec §4).
  return {
    kind: 'discount',
    priceFen: campaign.priceFen,
    goodsMin: 1,
    goodsLimit: cap ?? 0,
    numMultiple: 1,
  };
}
