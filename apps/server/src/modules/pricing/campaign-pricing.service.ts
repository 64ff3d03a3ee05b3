import { CAMPAIGN_LABELS } from '@shop/contracts/constants';
import { campaignLineTerms, priceSkuLine, unitOf } from '@shop/contracts/pricing';
import { campaignStatusOf } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCampaignGoods, type CampaignGoodsRow } from './campaign-terms.repository';
import { skuFactsOf } from './line-pricing.service';
import type { LineCampaign, PricedSkuItem } from './line-pricing.types';
import { boughtKey, boughtPromotionNum } from './promotion-bought.service';
import { skuQuantityRefusal } from './quantity-judge';

/** A buy-now of a campaign goods: a group buy 团购 or a topic goods 专题. */
export type CampaignItem = {
  kind: LineCampaign['kind'];
  /** The `promotion_goods` id (groupbuy_id / topic_goods_id). */
  id: number;
  /** One SKU of the goods when the campaign covers all of them; null = the campaign's SKU. */
  skuId: number | null;
  num: number;
};

/** The campaign status of a row's promotion at `now`. */
export const campaignRowStatus = (
  row: Pick<CampaignGoodsRow, 'status' | 'startAt' | 'endAt'>,
  now: Date,
) =>
  campaignStatusOf(
    { start: row.startAt.getTime(), end: row.endAt.getTime(), open: row.status === 1 },
    now.getTime(),
  );

/** The terms of a group buy or topic goods for its page and payment (any window), or null. */
export const campaignTermsOf = (db: DbExecutor, kind: CampaignItem['kind'], id: number) =>
  findCampaignGoods(db, kind, id);

/**
 * Prices a campaign's buy-now line at the campaign price (ARCHITECTURE: pricing is the one place
 * money is computed). Refuses an unknown id, a campaign outside its window (its page then links to
 * the goods at the normal price), a quantity below the minimum (起购量), a buyer who reached the
 * per-buyer limit and sold-out promotional stock. Inside the order's transaction the member row is
 * locked first, so the bought units are current.
 */
export async function priceCampaignItem(
  db: DbExecutor,
  memberId: number,
  item: CampaignItem,
  now: Date,
): Promise<PricedSkuItem> {
  const row = await campaignTermsOf(db, item.kind, item.id);
  if (!row)
    throw new AppError(
      item.kind === 'groupbuy' ? 'campaign.groupbuy_not_found' : 'campaign.topic_goods_not_found',
    );
  const status = campaignRowStatus(row, now);
  if (status !== 'running')
    throw new AppError(status === 'ended' ? 'campaign.ended' : 'campaign.not_started');
  if (item.skuId !== null && row.skuId !== null && item.skuId !== row.skuId)
    throw new AppError('campaign.sku_mismatch');
  const skuId = row.skuId ?? item.skuId ?? row.defaultSkuId;
  const facts = (await skuFactsOf(db, memberId, [skuId], now)).get(skuId);
  if (!facts || facts.goodsId !== row.goodsId) throw new AppError('campaign.sku_mismatch');
  const unit = unitOf(facts.unit, 'general');
  const name = facts.goodsName;

  const goodsMin = Math.max(1, row.goodsMin);
  if (item.num < goodsMin) throw new AppError('campaign.below_min', { name, min: goodsMin, unit });
  const bought =
    (await boughtPromotionNum(db, memberId, [row.promotionId])).get(
      boughtKey(row.promotionId, row.goodsId),
    ) ?? 0;
  const limitLeft = row.goodsLimit > 0 ? row.goodsLimit - bought : null;
  if (limitLeft !== null && limitLeft <= 0)
    throw new AppError('campaign.limit_reached', { name, limit: row.goodsLimit, bought, unit });
  const stockLeft = row.stock > 0 ? row.stock - row.soldNum : null;
  if (stockLeft !== null && stockLeft <= 0) throw new AppError('campaign.sold_out', { name });

  const terms = campaignLineTerms({
    priceFen: row.priceFen ?? facts.priceFen,
    limitLeft,
    stockLeft,
  });
  const priced = priceSkuLine({
    priceFen: facts.priceFen,
    memberPriceFen: facts.memberPriceFen,
    num: item.num,
    terms,
  });
  const invalidReason = skuQuantityRefusal({ ...facts, unit }, item.num);
  return {
    ...facts,
    unit,
    num: item.num,
    promotion: null,
    // The campaign's own limit refuses the buy-now above (campaign.limit_reached).
    buyerLimit: null,
    campaign: {
      kind: item.kind,
      label: CAMPAIGN_LABELS[item.kind],
      promotionId: row.promotionId,
      promotionGoodsId: row.id,
      stock: row.stock > 0 ? Math.max(0, row.stock - row.soldNum) : 0,
    },
    terms,
    priced,
    exchangeGoods: null,
    ladder: [],
    valid: invalidReason === null,
    invalidReason,
  };
}
