import { fenToYuan } from '@shop/contracts/money';
import { RechargeStatusSchema, type RechargeRow } from '@shop/contracts/member';
import type { RechargeDbRow } from './recharge.repository';

/** A stored recharge as the member's list and the console show it (issue 16). */
export const toRechargeRow = (row: RechargeDbRow): RechargeRow => ({
  recharge_id: row.rechargeId,
  recharge_no: row.rechargeNo,
  amount: fenToYuan(row.amountFen),
  bonus: fenToYuan(row.bonusFen),
  package_name: row.packageName,
  pay_type: row.payType,
  status: RechargeStatusSchema.parse(row.status),
  reject_reason: row.rejectReason,
  create_time: row.createdAt.getTime(),
  pay_time: row.payTime?.getTime() ?? null,
});
