import { AppError } from '../../lib/app-error';
import type { DbExecutor } from '../../db/client';
import { cartItemsOf } from '../cart';
import {
  priceBundleItems,
  priceCampaignItem,
  priceSkuItems,
  type PricedBundleItem,
  type PricedSkuItem,
} from '../pricing';
import type { OrderSource, OrderSourceBody } from './order-draft.types';

/** The buy-now of a campaign goods (group buy, topic goods), when the body names one. */
function campaignSourceOf(body: OrderSourceBody, num: number): OrderSource | null {
  if (body.groupbuy_id !== undefined)
    return { kind: 'groupbuy', groupbuyId: body.groupbuy_id, skuId: body.sku_id ?? null, num };
  if (body.topic_goods_id !== undefined) {
    if (body.sku_id !== undefined) throw new AppError('order_create.source_invalid');
    return { kind: 'topic', topicGoodsId: body.topic_goods_id, num };
  }
  return null;
}

/**
 * Exactly one source: checked cart lines, or buy-now of a SKU, a bundle, a group buy (with an
 * optional `sku_id` of its goods) or a topic goods.
 */
export function sourceOf(body: OrderSourceBody): OrderSource {
  const isCampaign = body.groupbuy_id !== undefined || body.topic_goods_id !== undefined;
  const given = [
    body.cart_ids !== undefined,
    body.sku_id !== undefined && body.groupbuy_id === undefined,
    body.bl_id !== undefined,
    body.groupbuy_id !== undefined,
    body.topic_goods_id !== undefined,
  ];
  if (given.filter(Boolean).length !== 1) throw new AppError('order_create.source_invalid');
  if (body.cart_ids) {
    if (body.num !== undefined) throw new AppError('order_create.source_invalid');
    return { kind: 'cart', cartIds: [...new Set(body.cart_ids)] };
  }
  if (body.num === undefined) throw new AppError('order_create.source_invalid');
  if (isCampaign) return campaignSourceOf(body, body.num)!;
  return body.sku_id !== undefined
    ? { kind: 'sku', skuId: body.sku_id, num: body.num }
    : { kind: 'bundle', blId: body.bl_id!, num: body.num };
}

const noBundles = () => [] as PricedBundleItem[];

/** The priced lines of the source. */
export async function itemsOf(db: DbExecutor, memberId: number, source: OrderSource, now: Date) {
  if (source.kind === 'sku')
    return {
      skus: await priceSkuItems(db, memberId, [{ skuId: source.skuId, num: source.num }], now),
      bundles: noBundles(),
    };
  if (source.kind === 'groupbuy' || source.kind === 'topic') {
    const item =
      source.kind === 'groupbuy'
        ? { kind: source.kind, id: source.groupbuyId, skuId: source.skuId, num: source.num }
        : { kind: source.kind, id: source.topicGoodsId, skuId: null, num: source.num };
    return { skus: [await priceCampaignItem(db, memberId, item, now)], bundles: noBundles() };
  }
  if (source.kind === 'bundle')
    return {
      skus: [] as PricedSkuItem[],
      bundles: await priceBundleItems(db, memberId, [{ blId: source.blId, num: source.num }], now),
    };
  const lines = await cartItemsOf(db, memberId, source.cartIds);
  if (lines.skus.length + lines.bundles.length !== source.cartIds.length)
    throw new AppError('order_create.cart_line_not_found');
  // One after the other: `db` may be a transaction (one connection).
  const skus = await priceSkuItems(
    db,
    memberId,
    lines.skus.map(({ skuId, num, nearExpiry }) => ({ skuId, num, nearExpiry })),
    now,
  );
  const bundles = await priceBundleItems(
    db,
    memberId,
    lines.bundles.map(({ blId, num }) => ({ blId, num })),
    now,
  );
  return { skus, bundles };
}
