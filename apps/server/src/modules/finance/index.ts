/**
 * The finance module's front door (floor 2, see modules/README.md and
 * docs/adr/0025-finance-floor.md): the money that belongs to a member — balance, credit and 账期,
 * recharges, withdrawals and their accounts, the ledger, refunds given back — and its settings.
 */
import { modulePlugin } from '../module-plugin';
import { accountRoutes } from './account.routes';
import { bankAccountRoutes } from './bank-account.routes';
import { memberInfoRoutes } from './member-info.routes';
import { withdrawRoutes } from './withdraw.routes';

export const financeModule = modulePlugin([
  memberInfoRoutes,
  accountRoutes,
  bankAccountRoutes,
  withdrawRoutes,
]);

export { chargeMember, type MoneyCharge } from './charge.service';
export { applyErpCredit } from './erp-credit.service';
export { insertLedger, type LedgerLinkWrite } from './ledger.repository';
export { findMemberMoney, type MemberMoneyRow } from './member-money.repository';
export { adjustBalance, releaseWithdrawMoney, setCreditLine } from './money-console.service';
export { giveRefundBack, type RefundCredit } from './refund-money.service';
export {
  FINANCE_SETTING_KEYS,
  financeSettings,
  storeCreditStatementSetting,
  storeRechargeSetting,
  storeWithdrawSetting,
} from './finance-settings.service';
export { moveWithdraw, type WithdrawMove, type WithdrawRow } from './withdraw.repository';
export { memberReceivingAccounts } from './bank-account.service';
export { toWithdraw } from './withdraw.service';
export {
  PAY_VOUCHER_TTL_MS,
  PAY_VOUCHER_UPLOAD_KIND,
  checkOwnVoucher,
  payVoucherKey,
} from './pay-voucher';
export { markRechargePaid, type MarkRechargePaidInput } from './recharge-paid.service';
export {
  findMemberRechargeByNo,
  lockRecharge,
  moveRecharge,
  type RechargeDbRow,
} from './recharge.repository';
export { toRechargeRow } from './recharge-view';
