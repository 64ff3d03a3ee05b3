import { ApiCode } from '@shop/contracts/common';
import { yuanToFen } from '@shop/contracts/money';
import type { ConfirmedPrices } from '@shop/contracts/order';
import { AppError } from '../../lib/app-error';
import { confirmOf } from './order-confirm-view';
import type { OrderDraft } from './order-draft.types';

/** A line's identity and price figures in fen, as one comparable text. */
const lineKey = (
  skuId: number,
  blId: number,
  num: number,
  priceFen: number,
  discountPriceFen: number,
  realGoodsMoneyFen: number,
) => [skuId, blId, num, priceFen, discountPriceFen, realGoodsMoneyFen].join(':');

/**
 * True when the draft charges anything other than what the buyer confirmed: the total, or any
 * line's unit price, promotional unit price or subtotal (all in fen), or a line more or less.
 * Lines are compared as a multiset, so their order on the page does not matter.
 */
export function pricesDiffer(draft: OrderDraft, confirmed: ConfirmedPrices): boolean {
  const totalFen = draft.shops.reduce((a, s) => a + s.totals.orderMoneyFen, 0);
  if (totalFen !== yuanToFen(confirmed.order_money)) return true;
  const server = draft.shops
    .flatMap((s) => s.rows)
    .map((r) =>
      lineKey(r.skuId, r.blId ?? 0, r.num, r.priceFen, r.discountPriceFen, r.realGoodsMoneyFen),
    )
    .sort();
  const buyer = confirmed.lines
    .map((l) =>
      lineKey(
        l.sku_id,
        l.bl_id,
        l.num,
        yuanToFen(l.price),
        yuanToFen(l.discount_price),
        yuanToFen(l.real_goods_money),
      ),
    )
    .sort();
  return server.length !== buyer.length || server.some((key, i) => key !== buyer[i]);
}

/**
 * Refuses an order whose prices changed since the buyer's confirmation, answering the new
 * confirmation (the shape `/api/ordercreate/calculate` answers) so the buyer can check it and
 * submit again. Nothing is written: the refusal rolls the order's transaction back.
 */
export function assertConfirmedPrices(draft: OrderDraft, confirmed: ConfirmedPrices): void {
  if (pricesDiffer(draft, confirmed))
    throw new AppError('order_create.price_changed', {}, ApiCode.FAIL, confirmOf(draft));
}
