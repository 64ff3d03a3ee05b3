import { NoDataSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ErpCallListBodySchema,
  ErpCallPageSchema,
  ErpKeyAddBodySchema,
  ErpKeyIdBodySchema,
  ErpKeyListBodySchema,
  ErpKeyPageSchema,
  ErpKeyRotateBodySchema,
  ErpKeySecretSchema,
} from './erp-key.schema';

/** The console's ERP keys (issue 26): the administrator's, one shop's keys each. */
export const erpKeyListsEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpkey/lists',
  body: ErpKeyListBodySchema,
  data: ErpKeyPageSchema,
  permission: 'erp.manage',
});

export const erpKeyAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpkey/add',
  body: ErpKeyAddBodySchema,
  data: ErpKeySecretSchema,
  permission: 'erp.manage',
});

export const erpKeyDisableEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpkey/disable',
  body: ErpKeyIdBodySchema,
  data: NoDataSchema,
  permission: 'erp.manage',
});

export const erpKeyEnableEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpkey/enable',
  body: ErpKeyIdBodySchema,
  data: NoDataSchema,
  permission: 'erp.manage',
});

export const erpKeyRotateEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpkey/rotate',
  body: ErpKeyRotateBodySchema,
  data: ErpKeySecretSchema,
  permission: 'erp.manage',
});

export const erpKeyCallsEndpoint = defineStaffEndpoint({
  path: '/staff/api/erpkey/calls',
  body: ErpCallListBodySchema,
  data: ErpCallPageSchema,
  permission: 'erp.manage',
});
