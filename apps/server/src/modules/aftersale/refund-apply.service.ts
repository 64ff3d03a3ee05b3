import {
  refundCap,
  type AftersaleSetting,
  type RefundApplyBodySchema,
  type RefundData,
  type RefundState,
  type RefundType,
  type RefundWay,
} from '@shop/contracts/aftersale';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { newTradeNo } from '../../lib/trade-no';
import { isUniqueViolation } from '../../lib/unique-violation';
import { findRefundableLine, lockRefundOrder, type RefundableLine } from '../order';
import { aftersaleSetting, isShopReason, reasonsIn } from './aftersale-setting';
import { hasWaitingComplainOnLine } from './complain.repository';
import { checkOwnImages, REFUND_IMAGE, type OwnImageDeps } from './own-image';
import {
  findRefundByKey,
  insertRefund,
  insertRefundLog,
  type RefundRow,
} from './refund.repository';
import { linePools } from './refund-pool';
import { toRefundGoods } from './refund-view';

type ApplyBody = z.output<typeof RefundApplyBodySchema>;

/** Orders whose lines may be refunded: paid and not closed (waiting delivery, receipt, done). */
const REFUNDABLE_ORDER_STATUSES = new Set([1, 3, 10]);

/** Where a refund of an order paid by `payType` goes back; bank: the shop decides when agreeing. */
export function refundWayOf(payType: string): RefundWay {
  if (payType === 'balance' || payType === 'credit' || payType === 'point') return payType;
  return 'bank';
}

/** The member's line, or "not found" (another member's line is answered the same). */
async function memberLine(db: DbExecutor, memberId: number, orderGoodsId: number) {
  const line = await findRefundableLine(db, orderGoodsId);
  if (!line || line.memberId !== memberId) throw new AppError('refund.line_not_found');
  return line;
}

/** The kinds of refund the line allows now: a return once some of it was shipped. */
const refundTypesOf = (line: RefundableLine): RefundType[] =>
  line.line.deliveryNum > 0 ? [1, 2] : [1];

/** `/api/orderrefund/refundData`: what the refund form of a line shows. */
export async function getRefundData(
  db: Db,
  memberId: number,
  orderGoodsId: number,
  lang: Lang,
): Promise<RefundData> {
  const line = await memberLine(db, memberId, orderGoodsId);
  const setting = await aftersaleSetting(db);
  const { claims, money } = await linePools(db, line, setting);
  const open = REFUNDABLE_ORDER_STATUSES.has(line.orderStatus) && claims.openId === null;
  return {
    goods: toRefundGoods(line.line, {
      ...line.line,
      orderNo: line.orderNo,
      lineNum: line.line.num,
    }),
    pool: {
      total: fenToYuan(money.total),
      num: money.num,
      claimed_num: money.claimedNum,
      claimed_money: fenToYuan(money.claimedAmount),
      freight: fenToYuan(money.freight),
    },
    refundable_num: open ? Math.max(0, line.line.num - claims.num) : 0,
    refund_types: refundTypesOf(line),
    reasons: reasonsIn(setting, lang),
    refund_way: refundWayOf(line.payType),
    point: Math.max(0, line.pointTotal - claims.point),
    open_refund_id: claims.openId,
  };
}

const stateOf = (row: RefundRow): RefundState => ({
  refund_id: row.refundId,
  refund_status: row.refundStatus,
});

/** The same idempotency key again answers the first request; for another line it is refused. */
async function earlierApply(db: DbExecutor, memberId: number, body: ApplyBody) {
  const earlier = await findRefundByKey(db, memberId, body.idempotency_key);
  if (earlier && earlier.orderGoodsId !== body.order_goods_id)
    throw new AppError('refund.key_reused');
  return earlier;
}

/** Checks the request against the line under the order's lock; answers money and points. */
async function checkedAmounts(
  tx: DbExecutor,
  line: RefundableLine,
  setting: AftersaleSetting,
  body: ApplyBody,
) {
  const { claims, money, point: points } = await linePools(tx, line, setting);
  if (claims.openId !== null) throw new AppError('refund.line_open');
  if (await hasWaitingComplainOnLine(tx, line.line.orderGoodsId))
    throw new AppError('refund.line_complaining');
  if (claims.num + body.num > line.line.num)
    throw new AppError('refund.num_over', { max: Math.max(0, line.line.num - claims.num) });
  if (body.refund_type === 2 && body.num > line.line.deliveryNum)
    throw new AppError('refund.return_over_shipped', { max: line.line.deliveryNum });
  const cap = refundCap(money, body.num);
  const moneyFen = yuanToFen(body.refund_money);
  if (moneyFen > cap) throw new AppError('refund.money_over', { max: fenToYuan(cap) });
  const point = refundCap(points, body.num);
  // A money-only refund of nothing where money could go back only holds the line (issue 25).
  if (body.refund_type === 1 && moneyFen === 0 && cap > 0 && point === 0)
    throw new AppError('refund.money_zero');
  return { moneyFen, point };
}

/**
 * `/api/orderrefund/refund`: the buyer applies for a refund of some units of a line. Under the
 * order's row lock (refunds and shipping of one order queue there) the line's refunds so far are
 * summed: the units and money asked for stay within what the line charged (`refundCap`), and a
 * line has one open request at a time (the partial unique index holds it even so). The same
 * idempotency key answers the first request again.
 */
export async function applyRefund(
  db: Db,
  deps: OwnImageDeps,
  memberId: number,
  body: ApplyBody,
): Promise<RefundState> {
  const earlier = await earlierApply(db, memberId, body);
  if (earlier) return stateOf(earlier);
  const setting = await aftersaleSetting(db);
  if (!isShopReason(setting, body.reason)) throw new AppError('refund.reason_unknown');
  await checkOwnImages(deps, memberId, REFUND_IMAGE, body.images);
  const line = await memberLine(db, memberId, body.order_goods_id);
  if (body.refund_type === 2 && line.line.deliveryNum === 0)
    throw new AppError('refund.return_not_shipped');
  try {
    return await db.transaction(async (tx) => {
      const status = await lockRefundOrder(tx, line.orderId);
      if (!REFUNDABLE_ORDER_STATUSES.has(status)) throw new AppError('refund.order_not_refundable');
      const again = await earlierApply(tx, memberId, body);
      if (again) return stateOf(again);
      const { moneyFen, point } = await checkedAmounts(tx, line, setting, body);
      const now = new Date();
      const row = await insertRefund(tx, {
        refundNo: newTradeNo(memberId, now),
        orderId: line.orderId,
        orderGoodsId: line.line.orderGoodsId,
        memberId,
        siteId: line.siteId,
        refundType: body.refund_type,
        num: body.num,
        applyMoneyFen: moneyFen,
        refundPoint: point,
        reason: body.reason,
        remark: body.remark,
        images: body.images.join(','),
        payType: line.payType,
        applyKey: body.idempotency_key,
        shopDeadline: new Date(now.getTime() + setting.shop_answer_days * 86_400_000),
      });
      await insertRefundLog(tx, {
        refundId: row.refundId,
        actor: 'buyer',
        actorId: memberId,
        action: 'apply',
        message: [body.reason, body.remark].filter(Boolean).join(' · '),
        images: row.images,
      });
      return stateOf(row);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const same = await earlierApply(db, memberId, body);
    if (same) return stateOf(same);
    throw new AppError('refund.line_open');
  }
}
