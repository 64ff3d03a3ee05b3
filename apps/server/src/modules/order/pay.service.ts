import { fenToYuan } from '@shop/contracts/money';
import {
  PayTypeSchema,
  type PayAccount,
  type PayBodySchema,
  type PayInfo,
  type PayResult,
} from '@shop/contracts/order';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { KeyValueStore } from '../../lib/kv/kv';
import { chargeMember, checkOwnVoucher, findMemberMoney } from '../finance';
import { checkPayPassword } from '../member';
import { getOfflineAccount, requireOfflineAccount } from '../settings';
import { closeExpiredOrdersOfPay, payCloseTime, payHasExpiredOrder } from './order-expiry.service';
import {
  findPay,
  insertOrderLogs,
  markOrdersPaid,
  ordersOfPay,
  updatePay,
  waitingMoneyOf,
  type PayRow,
} from './pay.repository';

type PayBody = z.output<typeof PayBodySchema>;

export type PayDeps = { db: Db; kv: KeyValueStore; uploadDir: string };

/** The member's money as the payment page shows it. */
export async function payAccountOf(db: DbExecutor, memberId: number): Promise<PayAccount> {
  const row = await findMemberMoney(db, memberId);
  const balance = row?.balanceFen ?? 0;
  const limit = row?.creditLimitFen ?? 0;
  return {
    balance: fenToYuan(balance),
    credit_limit: fenToYuan(limit),
    credit_available: fenToYuan(Math.max(0, limit - (row?.creditUsedFen ?? 0))),
    has_pay_password: row?.hasPayPassword ?? false,
  };
}

async function memberPay(db: DbExecutor, memberId: number, outTradeNo: string) {
  const pay = await findPay(db, memberId, outTradeNo);
  if (!pay) throw new AppError('pay.not_found');
  return pay;
}

/** `/api/pay/info`: what is left to pay under the member's out_trade_no, and how to pay it. */
export async function getPayInfo(db: Db, memberId: number, outTradeNo: string): Promise<PayInfo> {
  const pay = await memberPay(db, memberId, outTradeNo);
  const [orders, account, offline, closeTime] = await Promise.all([
    ordersOfPay(db, memberId, outTradeNo),
    payAccountOf(db, memberId),
    getOfflineAccount(db),
    payCloseTime(db, pay),
  ]);
  const waiting = orders
    .filter((o) => o.orderStatus === 0)
    .reduce((sum, o) => sum + o.orderMoneyFen, 0);
  return {
    out_trade_no: pay.outTradeNo,
    pay_money: fenToYuan(pay.status === 1 ? pay.payMoneyFen : waiting),
    status: pay.status,
    pay_type: pay.payType,
    voucher: pay.voucher,
    voucher_reject_reason: pay.status === 0 ? pay.voucherRejectReason : '',
    orders: orders.map((o) => ({
      order_id: o.orderId,
      order_no: o.orderNo,
      order_name: o.orderName,
      order_money: fenToYuan(o.orderMoneyFen),
      order_status: o.orderStatus,
    })),
    account,
    offline,
    create_time: pay.createdAt.getTime(),
    pay_time: pay.payTime?.getTime() ?? null,
    close_time: closeTime,
  };
}

const resultOf = (pay: PayRow): PayResult => ({
  out_trade_no: pay.outTradeNo,
  status: pay.status,
  pay_type: PayTypeSchema.catch('balance').parse(pay.payType),
  pay_money: fenToYuan(pay.payMoneyFen),
});

/**
 * Checks what the member must show before paying: the pay password, or the transfer voucher
 * (a transfer only once the shop has set the account it goes to).
 */
async function checkCredentials(deps: PayDeps, memberId: number, body: PayBody): Promise<void> {
  // Issue 16: on-account (账期) payment asks for the pay password exactly like balance payment.
  if (body.pay_type === 'balance' || body.pay_type === 'credit')
    await checkPayPassword(deps.db, memberId, body.pay_password);
  if (body.pay_type === 'offline') {
    await requireOfflineAccount(deps.db);
    const voucher = body.voucher ?? '';
    if (voucher === '') throw new AppError('pay.voucher_required');
    await checkOwnVoucher(deps, memberId, voucher);
  }
}

/**
 * Marks the locked payment paid with `payType` and `amount`, and its waiting orders paid with
 * their timeline rows. The one way a payment becomes paid: the buyer's pay and the staff's
 * voucher confirmation (issue 15) both end here. Answers the ids of the orders paid.
 */
export async function settlePay(
  tx: DbExecutor,
  locked: PayRow,
  payType: string,
  amount: number,
  now = new Date(),
): Promise<number[]> {
  await updatePay(tx, locked.payId, {
    status: 1,
    payType,
    payTime: now,
    payMoneyFen: amount,
    voucherRejectReason: '',
  });
  const paid = await markOrdersPaid(tx, locked.outTradeNo, payType, now);
  await insertOrderLogs(
    tx,
    paid.map((orderId) => ({ orderId, action: 'pay', orderStatus: 1 })),
  );
  return paid;
}

/**
 * While its voucher waits for review a payment is not paid another way (issue 15: no paying
 * twice); the buyer may still replace the voucher, and the same voucher again (a retry) answers
 * the first result.
 */
function refuseReviewing(pay: PayRow, body: PayBody): PayResult | null {
  if (pay.status !== 2) return null;
  if (body.pay_type !== 'offline') throw new AppError('pay.reviewing');
  return body.voucher === pay.voucher ? resultOf(pay) : null;
}

/**
 * `/api/pay/pay`: pays the member's out_trade_no, charged at most once. In one transaction the
 * payment row is locked, the amount recomputed from its orders still waiting payment, and the
 * money taken with a conditional update (balance covering it, credit staying within the limit)
 * with its ledger row; the payment and its orders are then marked paid. An already paid payment
 * answers its result again without charging. Offline: the voucher is attached and the payment
 * waits for review (status 2); the orders stay waiting payment and cannot be paid otherwise
 * until staff confirm or reject it (issue 15).
 */
export async function payOutTrade(
  deps: PayDeps,
  memberId: number,
  body: PayBody,
): Promise<PayResult> {
  const pay = await memberPay(deps.db, memberId, body.out_trade_no);
  if (pay.status === 1) return resultOf(pay);
  if (pay.status === -1) throw new AppError('pay.cancelled');
  const reviewing = refuseReviewing(pay, body);
  if (reviewing) return reviewing;
  // Orders past their pay deadline close now, even before the sweep gets to them: nothing is paid.
  if (pay.status === 0 && (await closeExpiredOrdersOfPay(deps.db, pay.outTradeNo)) > 0)
    throw new AppError('pay.order_expired');
  await checkCredentials(deps, memberId, body);
  return deps.db.transaction(async (tx) => {
    const locked = await findPay(tx, memberId, body.out_trade_no, { lock: true });
    if (!locked) throw new AppError('pay.not_found');
    if (locked.status === 1) return resultOf(locked);
    if (locked.status === -1) throw new AppError('pay.cancelled');
    const lockedReviewing = refuseReviewing(locked, body);
    if (lockedReviewing) return lockedReviewing;
    if (locked.status === 0 && (await payHasExpiredOrder(tx, deps.db, locked.outTradeNo)))
      throw new AppError('pay.order_expired');
    const waiting = await waitingMoneyOf(tx, locked.outTradeNo);
    if (waiting.orders === 0) throw new AppError('pay.nothing_to_pay');
    const amount = waiting.money;
    const now = new Date();
    if (body.pay_type === 'offline') {
      const voucher = body.voucher ?? '';
      await updatePay(tx, locked.payId, {
        status: 2,
        payType: 'offline',
        voucher,
        voucherTime: now,
        voucherRejectReason: '',
        payMoneyFen: amount,
      });
      const orders = await ordersOfPay(tx, memberId, locked.outTradeNo);
      await insertOrderLogs(
        tx,
        orders
          .filter((o) => o.orderStatus === 0)
          .map((o) => ({ orderId: o.orderId, action: 'offline_voucher', orderStatus: 0 })),
      );
      return resultOf({ ...locked, status: 2, payType: 'offline', voucher, payMoneyFen: amount });
    }
    if (amount > 0) {
      // The buyer reads the row by its (first) order, linked (issue 25).
      const [first] = await ordersOfPay(tx, memberId, locked.outTradeNo);
      const charged = await chargeMember(tx, {
        memberId,
        way: body.pay_type,
        amountFen: amount,
        fromType: 'order_pay',
        relateId: locked.payId,
        remark: locked.outTradeNo,
        ...(first ? { link: { kind: 'order', id: first.orderId, no: first.orderNo } } : {}),
      });
      if (!charged)
        throw new AppError(
          body.pay_type === 'balance' ? 'pay.balance_insufficient' : 'pay.credit_insufficient',
        );
    }
    await settlePay(tx, locked, body.pay_type, amount, now);
    return resultOf({ ...locked, status: 1, payType: body.pay_type, payMoneyFen: amount });
  });
}
