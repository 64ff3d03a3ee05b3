import { NoDataSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleRechargeDetailSchema,
  ConsoleRechargeIdBodySchema,
  ConsoleRechargeListBodySchema,
  ConsoleRechargePageSchema,
  ConsoleRechargeRejectBodySchema,
} from './recharge-console.schema';

/*
 * The console's recharge review (issue 16). A recharge of a member out of the staff account's
 * reach is not found (docs/adr/0015-staff-see-members.md); confirm and reject are audited.
 */

export const consoleRechargeListEndpoint = defineStaffEndpoint({
  path: '/staff/api/recharge/page',
  body: ConsoleRechargeListBodySchema,
  data: ConsoleRechargePageSchema,
  permission: 'recharge.review',
});

export const consoleRechargeDetailEndpoint = defineStaffEndpoint({
  path: '/staff/api/recharge/detail',
  body: ConsoleRechargeIdBodySchema,
  data: ConsoleRechargeDetailSchema,
  permission: 'recharge.review',
});

/** The transfer arrived: the amount and the package bonus go onto the balance. */
export const consoleRechargeConfirmEndpoint = defineStaffEndpoint({
  path: '/staff/api/recharge/confirm',
  body: ConsoleRechargeIdBodySchema,
  data: NoDataSchema,
  permission: 'recharge.review',
});

/** The transfer is refused with the reason the member reads; the recharge waits payment again. */
export const consoleRechargeRejectEndpoint = defineStaffEndpoint({
  path: '/staff/api/recharge/reject',
  body: ConsoleRechargeRejectBodySchema,
  data: NoDataSchema,
  permission: 'recharge.review',
});
