import { defineEndpoint, EmptyBodySchema, NoDataSchema } from '../common';
import {
  LedgerPageBodySchema,
  LedgerPageSchema,
  MemberAccountInfoSchema,
  StatementBodySchema,
  StatementSchema,
} from './account.schema';
import {
  RechargeConfigSchema,
  RechargeCreateBodySchema,
  RechargeCreateResultSchema,
  RechargeDetailSchema,
  RechargeIdBodySchema,
  RechargeOfflinePayBodySchema,
  RechargePageBodySchema,
  RechargePageSchema,
} from './recharge.schema';

/* The member's account and recharges (issue 16). Every id is checked against the caller. */

export const memberAccountInfoEndpoint = defineEndpoint({
  path: '/api/memberaccount/info',
  body: EmptyBodySchema,
  data: MemberAccountInfoSchema,
});

export const memberAccountPageEndpoint = defineEndpoint({
  path: '/api/memberaccount/page',
  body: LedgerPageBodySchema,
  data: LedgerPageSchema,
});

export const memberAccountStatementEndpoint = defineEndpoint({
  path: '/api/memberaccount/statement',
  body: StatementBodySchema,
  data: StatementSchema,
});

export const rechargeConfigEndpoint = defineEndpoint({
  path: '/memberrecharge/api/memberrecharge/config',
  body: EmptyBodySchema,
  data: RechargeConfigSchema,
});

export const rechargeCreateEndpoint = defineEndpoint({
  path: '/memberrecharge/api/ordercreate/create',
  body: RechargeCreateBodySchema,
  data: RechargeCreateResultSchema,
});

export const rechargePageEndpoint = defineEndpoint({
  path: '/memberrecharge/api/order/page',
  body: RechargePageBodySchema,
  data: RechargePageSchema,
});

export const rechargeInfoEndpoint = defineEndpoint({
  path: '/memberrecharge/api/order/info',
  body: RechargeIdBodySchema,
  data: RechargeDetailSchema,
});

/** Pays by bank transfer: the voucher waits for finance (status 1). */
export const rechargeOfflinePayEndpoint = defineEndpoint({
  path: '/memberrecharge/api/order/offlinepay',
  body: RechargeOfflinePayBodySchema,
  data: NoDataSchema,
});

/** Closes a recharge not yet paid (status 0). */
export const rechargeCloseEndpoint = defineEndpoint({
  path: '/memberrecharge/api/order/close',
  body: RechargeIdBodySchema,
  data: NoDataSchema,
});
