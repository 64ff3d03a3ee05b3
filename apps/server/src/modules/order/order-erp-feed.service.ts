import { CAMPAIGN_LABELS, NEAR_EXPIRY_LABEL, PROMOTION_LABELS } from '@shop/contracts/constants';
import { InvoiceSchema } from '@shop/contracts/order';
import type {
  ErpOrder,
  ErpOrderChanges,
  ErpOrderChangesBody,
  ErpOrderLine,
} from '@shop/contracts/erp';
import { fenToYuan } from '@shop/contracts/money';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopIsoTime } from '../../lib/shop-day';
import { feedHorizon, feedLinesOf, ordersAfter, type FeedPoint } from './order-erp-feed.repository';

/**
 * The ERP's feed of new and changed orders (issue 26 "Orders out", ADR 0027): pages in the order
 * (updated time, then id) after an opaque cursor, only below the horizon, so that no order is
 * skipped or handed out twice for one version while others write.
 */

/** How far behind now the horizon stays at least, against clocks read a moment apart (ADR 0027). */
export const FEED_MARGIN_MS = 1000;

const START: FeedPoint = { micros: '0', orderId: 0 };

/** The cursor's text: base64url of "<µs>:<order id>". */
export const encodeFeedCursor = (p: FeedPoint): string =>
  Buffer.from(`${p.micros}:${p.orderId}`).toString('base64url');

/** The point a cursor names; '' is the start. A cursor the feed did not make is refused. */
export function decodeFeedCursor(cursor: string): FeedPoint {
  if (cursor === '') return START;
  const match = /^(\d{1,18}):(\d{1,10})$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new AppError('order.erp_cursor_invalid');
  return { micros: match[1]!, orderId: Number(match[2]) };
}

type LineRow = Awaited<ReturnType<typeof feedLinesOf>>[number];

const labelOf = (type: string): string =>
  type === 'exchange'
    ? PROMOTION_LABELS.getfree
    : ((PROMOTION_LABELS as Record<string, string>)[type] ??
      (CAMPAIGN_LABELS as Record<string, string>)[type] ??
      (type === 'near_expiry' ? NEAR_EXPIRY_LABEL : ''));

function lineView({ line, goodsErpSpid }: LineRow) {
  return {
    order_goods_id: line.orderGoodsId,
    goods_id: line.goodsId,
    sku_id: line.skuId,
    goods_erp_spid: goodsErpSpid,
    sku_name: line.skuName,
    spec_name: line.specName,
    unit: line.unit,
    num: line.num,
    price: fenToYuan(line.priceFen),
    discount_price: fenToYuan(line.discountPriceFen),
    real_goods_money: fenToYuan(line.realGoodsMoneyFen),
    coupon_money: fenToYuan(line.couponMoneyFen),
    manjian_money: fenToYuan(line.manjianMoneyFen),
    promotion_type: line.promotionType,
    promotion_label: labelOf(line.promotionType),
    expiry_date: line.expiryDate,
    refund_num: line.refundNum,
    delivery_num: line.deliveryNum,
  };
}

/**
 * The order's lines with each exchange (换购) line under the paid line that earned it: the
 * nearest earlier getfree line of the same promotion (checkout writes the exchange row right
 * after its paid row). An exchange line without one stays a line of its own.
 */
export function nestFreeLines(lines: LineRow[]): ErpOrderLine[] {
  const paid: { view: ErpOrderLine; type: string; promotionId: number | null }[] = [];
  for (const row of lines) {
    const { line } = row;
    const parent =
      line.promotionType === 'exchange'
        ? paid.findLast((p) => p.type === 'getfree' && p.promotionId === line.promotionId)
        : undefined;
    if (parent) parent.view.free_lines.push(lineView(row));
    else
      paid.push({
        view: { ...lineView(row), free_lines: [] },
        type: line.promotionType,
        promotionId: line.promotionId,
      });
  }
  return paid.map((p) => p.view);
}

type OrderRow = Awaited<ReturnType<typeof ordersAfter>>[number];

function orderView(r: OrderRow, lines: LineRow[]): ErpOrder {
  const o = r.row;
  const invoice = InvoiceSchema.safeParse(o.invoice);
  return {
    order_id: o.orderId,
    order_no: o.orderNo,
    order_status: o.orderStatus,
    order_type: o.orderType,
    pay_type: o.payType,
    delivery_type: o.deliveryType,
    create_time: shopIsoTime(o.createdAt),
    pay_time: o.payTime && shopIsoTime(o.payTime),
    close_time: o.closeTime && shopIsoTime(o.closeTime),
    update_time: shopIsoTime(o.updatedAt),
    erp_taken_time: o.erpTakenAt && shopIsoTime(o.erpTakenAt),
    buyer: { member_id: o.memberId, company_name: r.companyName, erp_code: r.erpCode },
    address: {
      name: o.name,
      mobile: o.mobile,
      province_id: o.provinceId,
      city_id: o.cityId,
      district_id: o.districtId,
      address: o.address,
      full_address: o.fullAddress,
    },
    invoice: invoice.success ? invoice.data : null,
    goods_money: fenToYuan(o.goodsMoneyFen),
    promotion_money: fenToYuan(o.promotionMoneyFen),
    manjian_money: fenToYuan(o.manjianMoneyFen),
    coupon_money: fenToYuan(o.couponMoneyFen),
    delivery_money: fenToYuan(o.deliveryMoneyFen),
    order_money: fenToYuan(o.orderMoneyFen),
    buyer_message: o.buyerMessage,
    lines: nestFreeLines(lines),
  };
}

/**
 * `/open/api/v1/orders/changes`: the shop's orders changed after the cursor, at most `limit`.
 * The horizon is read first, in its own statement, and the page after it (ADR 0027).
 */
export async function erpOrderChanges(
  db: DbExecutor,
  siteId: number,
  body: Required<ErpOrderChangesBody>,
  options: { marginMs?: number } = {},
): Promise<ErpOrderChanges> {
  const from = decodeFeedCursor(body.cursor);
  const horizon = await feedHorizon(db, options.marginMs ?? FEED_MARGIN_MS);
  const rows = await ordersAfter(db, siteId, from, horizon, body.limit + 1);
  const page = rows.slice(0, body.limit);
  const lines = await feedLinesOf(
    db,
    page.map((r) => r.row.orderId),
  );
  const last = page.at(-1);
  return {
    list: page.map((r) =>
      orderView(
        r,
        lines.filter((l) => l.line.orderId === r.row.orderId),
      ),
    ),
    next_cursor: last
      ? encodeFeedCursor({ micros: last.micros, orderId: last.row.orderId })
      : body.cursor,
    has_more: rows.length > body.limit,
  };
}
