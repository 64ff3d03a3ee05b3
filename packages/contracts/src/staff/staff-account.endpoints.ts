import { IdResultSchema } from '../common';
import {
  StaffAccountAddBodySchema,
  StaffAccountListBodySchema,
  StaffAccountPageSchema,
} from './staff-account.schema';
import { defineStaffEndpoint } from './staff-endpoint';

/** The staff accounts of the shop, every role (issue 25). */
export const staffAccountListsEndpoint = defineStaffEndpoint({
  path: '/staff/api/account/lists',
  body: StaffAccountListBodySchema,
  data: StaffAccountPageSchema,
  permission: 'staff.manage',
});

/** Adds a staff account of any role to a shop; answers its id. */
export const staffAccountAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/account/add',
  body: StaffAccountAddBodySchema,
  data: IdResultSchema,
  permission: 'staff.manage',
});
