import { defineEndpoint, EmptyBodySchema, IdResultSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  BankAccountAddBodySchema,
  BankAccountEditBodySchema,
  BankAccountIdBodySchema,
  BankAccountPageBodySchema,
  BankAccountPageSchema,
  BankAccountSchema,
  TransferTypeListSchema,
} from './bank-account.schema';
import {
  ConsoleWithdrawIdBodySchema,
  ConsoleWithdrawListBodySchema,
  ConsoleWithdrawPageSchema,
  ConsoleWithdrawPaidBodySchema,
  ConsoleWithdrawRejectBodySchema,
  ConsoleWithdrawResultSchema,
} from './withdraw-console.schema';
import {
  WithdrawApplyBodySchema,
  WithdrawApplyResultSchema,
  WithdrawConfigSchema,
  WithdrawIdBodySchema,
  WithdrawPageBodySchema,
  WithdrawPageSchema,
  WithdrawSchema,
} from './withdraw.schema';

/* Withdrawal accounts and withdrawals (issue 16, spec §7 names); login required. */

export const bankAccountPageEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/page',
  body: BankAccountPageBodySchema,
  data: BankAccountPageSchema,
});

export const bankAccountInfoEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/info',
  body: BankAccountIdBodySchema,
  data: BankAccountSchema,
});

export const bankAccountAddEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/add',
  body: BankAccountAddBodySchema,
  data: IdResultSchema,
});

export const bankAccountEditEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/edit',
  body: BankAccountEditBodySchema,
  data: IdResultSchema,
});

export const bankAccountSetDefaultEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/setdefault',
  body: BankAccountIdBodySchema,
  data: IdResultSchema,
});

export const bankAccountDeleteEndpoint = defineEndpoint({
  path: '/api/memberbankaccount/delete',
  body: BankAccountIdBodySchema,
  data: IdResultSchema,
});

export const withdrawTransferTypeEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/transferType',
  body: EmptyBodySchema,
  data: TransferTypeListSchema,
});

export const withdrawConfigEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/config',
  body: EmptyBodySchema,
  data: WithdrawConfigSchema,
});

/** Applies: the amount leaves the balance for the frozen amount at once. */
export const withdrawApplyEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/apply',
  body: WithdrawApplyBodySchema,
  data: WithdrawApplyResultSchema,
});

export const withdrawPageEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/page',
  body: WithdrawPageBodySchema,
  data: WithdrawPageSchema,
});

export const withdrawInfoEndpoint = defineEndpoint({
  path: '/api/memberwithdraw/info',
  body: WithdrawIdBodySchema,
  data: WithdrawSchema,
});

/*
 * The console's withdrawal review (issue 16). Every change is conditional on the state it leaves
 * (of two staff acting at once one wins) and audited; the member's money moves with a ledger row.
 */

export const consoleWithdrawListEndpoint = defineStaffEndpoint({
  path: '/staff/api/withdraw/lists',
  body: ConsoleWithdrawListBodySchema,
  data: ConsoleWithdrawPageSchema,
  permission: 'withdraw.review',
});

/** Approves a waiting withdrawal (0 -> 1); the money stays frozen until it is paid. */
export const consoleWithdrawApproveEndpoint = defineStaffEndpoint({
  path: '/staff/api/withdraw/approve',
  body: ConsoleWithdrawIdBodySchema,
  data: ConsoleWithdrawResultSchema,
  permission: 'withdraw.review',
});

/** Refuses a waiting withdrawal (0 -> -1): the frozen amount goes back to the balance. */
export const consoleWithdrawRejectEndpoint = defineStaffEndpoint({
  path: '/staff/api/withdraw/reject',
  body: ConsoleWithdrawRejectBodySchema,
  data: ConsoleWithdrawResultSchema,
  permission: 'withdraw.review',
});

/** Marks an approved withdrawal paid (1 -> 2): the frozen amount leaves the member. */
export const consoleWithdrawPaidEndpoint = defineStaffEndpoint({
  path: '/staff/api/withdraw/paid',
  body: ConsoleWithdrawPaidBodySchema,
  data: ConsoleWithdrawResultSchema,
  permission: 'withdraw.review',
});
