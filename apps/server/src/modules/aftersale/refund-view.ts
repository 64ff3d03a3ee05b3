import {
  RefundWaySchema,
  type Complain,
  type RefundBuyerAction,
  type RefundGoods,
  type RefundLog,
  type RefundStaffAction,
  type RefundSummary,
} from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import { translate, type Lang, type MessageKey } from '../../lib/i18n/translate';
import { splitImages } from '../catalogue';
import type { ComplainRow } from './complain.repository';
import type { RefundListRow, RefundRow } from './refund.repository';

const STATUS_NAMES: Record<number, MessageKey> = {
  1: 'refund.status_applied',
  2: 'refund.status_wait_return',
  3: 'refund.status_returned',
  4: 'refund.status_wait_transfer',
  5: 'refund.status_refunded',
  [-1]: 'refund.status_refused',
  [-2]: 'refund.status_cancelled',
};
const TYPE_NAMES: Record<number, MessageKey> = {
  1: 'refund.type_money',
  2: 'refund.type_return',
};
const WAY_NAMES: Record<string, MessageKey> = {
  balance: 'refund.way_balance',
  credit: 'refund.way_credit',
  point: 'refund.way_point',
  bank: 'refund.way_bank',
};
const LOG_NAMES: Record<string, MessageKey> = {
  apply: 'refund.log_apply',
  cancel: 'refund.log_cancel',
  agree: 'refund.log_agree',
  refuse: 'refund.log_refuse',
  delivery: 'refund.log_delivery',
  receive: 'refund.log_receive',
  refunded: 'refund.log_refunded',
  transfer: 'refund.log_transfer',
  transfer_wait: 'refund.log_transfer_wait',
  message: 'refund.log_message',
  complain: 'refund.log_complain',
  complain_cancel: 'refund.log_complain_cancel',
  decide_buyer: 'refund.log_decide_buyer',
  decide_shop: 'refund.log_decide_shop',
};
const COMPLAIN_STATUS_NAMES: Record<number, MessageKey> = {
  1: 'complain.status_waiting',
  2: 'complain.status_decided',
  [-1]: 'complain.status_withdrawn',
};

const nameOf = (lang: Lang, names: Record<string, MessageKey>, key: string | number) => {
  const messageKey = names[key];
  return messageKey ? translate(lang, messageKey) : '';
};
export const refundStatusName = (lang: Lang, status: number) => nameOf(lang, STATUS_NAMES, status);
export const refundWayName = (lang: Lang, way: string) => nameOf(lang, WAY_NAMES, way);

type GoodsColumns = Pick<
  RefundListRow,
  | 'orderNo'
  | 'goodsId'
  | 'skuId'
  | 'skuName'
  | 'skuImage'
  | 'specName'
  | 'unit'
  | 'discountPriceFen'
  | 'lineNum'
>;

export const toRefundGoods = (
  ids: { orderId: number; orderGoodsId: number },
  row: GoodsColumns,
): RefundGoods => ({
  order_id: ids.orderId,
  order_no: row.orderNo,
  order_goods_id: ids.orderGoodsId,
  goods_id: row.goodsId,
  sku_id: row.skuId,
  sku_name: row.skuName,
  sku_image: row.skuImage,
  spec_name: row.specName,
  unit: row.unit,
  // What the buyer paid per unit (a group buy's or other promotion's price), issue 25.
  price: fenToYuan(row.discountPriceFen),
  num: row.lineNum,
});

export function toRefundSummary(row: RefundListRow, lang: Lang): RefundSummary {
  const r = row.refund;
  return {
    refund_id: r.refundId,
    refund_no: r.refundNo,
    goods: toRefundGoods(r, row),
    refund_type: r.refundType === 2 ? 2 : 1,
    refund_type_name: nameOf(lang, TYPE_NAMES, r.refundType),
    refund_status: r.refundStatus,
    refund_status_name: refundStatusName(lang, r.refundStatus),
    num: r.num,
    apply_money: fenToYuan(r.applyMoneyFen),
    refund_money: fenToYuan(r.refundMoneyFen),
    refund_point: r.refundPoint,
    create_time: r.createdAt.getTime(),
  };
}

export type RefundLogRow = {
  actor: string;
  action: string;
  message: string;
  images: string;
  createdAt: Date;
};

export const toRefundLog = (row: RefundLogRow, lang: Lang): RefundLog => ({
  actor:
    row.actor === 'buyer' || row.actor === 'shop' || row.actor === 'platform'
      ? row.actor
      : 'system',
  action: row.action,
  action_name: nameOf(lang, LOG_NAMES, row.action) || row.action,
  message: row.message,
  images: splitImages(row.images),
  create_time: row.createdAt.getTime(),
});

export const toComplain = (row: ComplainRow, lang: Lang): Complain => ({
  complain_id: row.complainId,
  status: row.status,
  status_name: nameOf(lang, COMPLAIN_STATUS_NAMES, row.status),
  reason: row.reason,
  content: row.content,
  images: splitImages(row.images),
  decision: row.decision === 'buyer' || row.decision === 'shop' ? row.decision : '',
  decision_note: row.decisionNote,
  create_time: row.createdAt.getTime(),
  decide_time: row.decideTime?.getTime() ?? null,
});

/** The refund's detail fields shared by the buyer's page and the console. */
export function refundDetailFields(
  row: RefundListRow,
  logs: RefundLogRow[],
  complain: ComplainRow | undefined,
  lang: Lang,
) {
  const r = row.refund;
  const way = RefundWaySchema.safeParse(r.refundWay);
  return {
    ...toRefundSummary(row, lang),
    reason: r.reason,
    remark: r.remark,
    images: splitImages(r.images),
    refuse_reason: r.refuseReason,
    return_address: r.returnAddress,
    delivery_company: r.deliveryCompany,
    delivery_no: r.deliveryNo,
    refund_way: way.success ? way.data : ('' as const),
    refund_way_name: refundWayName(lang, r.refundWay),
    finish_time: r.finishTime?.getTime() ?? null,
    shop_deadline: r.refundStatus === 1 ? (r.shopDeadline?.getTime() ?? null) : null,
    logs: logs.map((log) => toRefundLog(log, lang)),
    complain: complain ? toComplain(complain, lang) : null,
  };
}

/**
 * Whether the buyer may complain now: no complaint yet, and the shop refused less than
 * `complainDays` ago or left an applied request unanswered past its deadline.
 */
export function mayComplain(
  refund: Pick<RefundRow, 'refundStatus' | 'shopDeadline' | 'updatedAt'>,
  hasComplain: boolean,
  complainDays: number,
  now: number,
): boolean {
  if (hasComplain) return false;
  if (refund.refundStatus === -1)
    return now <= refund.updatedAt.getTime() + complainDays * 86_400_000;
  return (
    refund.refundStatus === 1 && refund.shopDeadline !== null && now > refund.shopDeadline.getTime()
  );
}

/** What the buyer may do with the refund now. */
export function buyerActions(
  refund: Pick<RefundRow, 'refundStatus' | 'refundType' | 'shopDeadline' | 'updatedAt'>,
  complain: ComplainRow | undefined,
  complainDays: number,
  now = Date.now(),
): RefundBuyerAction[] {
  const s = refund.refundStatus;
  const complaining = complain?.status === 1;
  const actions: RefundBuyerAction[] = [];
  if ((s === 1 || s === 2) && !complaining) actions.push('cancel');
  if (s === 2 && refund.refundType === 2) actions.push('delivery');
  if (mayComplain(refund, complain !== undefined, complainDays, now)) actions.push('complain');
  if ((s >= 1 && s <= 4) || complaining) actions.push('message');
  return actions;
}

/** What staff may do with the refund now (a complaint waiting leaves it to the platform). */
export function staffActions(status: number, complaining: boolean): RefundStaffAction[] {
  const actions: RefundStaffAction[] = [];
  if (!complaining) {
    if (status === 1) actions.push('agree', 'refuse');
    if (status === 2 || status === 3) actions.push('receive');
    if (status === 3) actions.push('refuse');
  }
  if (status === 4) actions.push('transfer');
  if (status !== -2) actions.push('message');
  return actions;
}
