import { IdResultSchema } from '../common';
import {
  ServicerAddBodySchema,
  ServicerEditBodySchema,
  ServicerIdBodySchema,
  ServicerListBodySchema,
  ServicerPageSchema,
  ServicerPasswordBodySchema,
} from './servicer.schema';
import { defineStaffEndpoint } from './staff-endpoint';

/** Servicer accounts in the console (issue 15): every call needs `servicer.manage`. */
export const servicerListsEndpoint = defineStaffEndpoint({
  path: '/staff/api/servicer/lists',
  body: ServicerListBodySchema,
  data: ServicerPageSchema,
  permission: 'servicer.manage',
});

/** Creates a servicer; answers its staff id. */
export const servicerAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/servicer/add',
  body: ServicerAddBodySchema,
  data: IdResultSchema,
  permission: 'servicer.manage',
});

/** Changes a servicer's nickname or shop (a new shop ends its sessions); answers its id. */
export const servicerEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/servicer/edit',
  body: ServicerEditBodySchema,
  data: IdResultSchema,
  permission: 'servicer.manage',
});

/** Disables a servicer: its sessions end at once, it goes offline, its sockets close. */
export const servicerDisableEndpoint = defineStaffEndpoint({
  path: '/staff/api/servicer/disable',
  body: ServicerIdBodySchema,
  data: IdResultSchema,
  permission: 'servicer.manage',
});

/** Enables a disabled servicer again. */
export const servicerEnableEndpoint = defineStaffEndpoint({
  path: '/staff/api/servicer/enable',
  body: ServicerIdBodySchema,
  data: IdResultSchema,
  permission: 'servicer.manage',
});

/** Sets a new password for a servicer; its sessions end. */
export const servicerResetPasswordEndpoint = defineStaffEndpoint({
  path: '/staff/api/servicer/resetpassword',
  body: ServicerPasswordBodySchema,
  data: IdResultSchema,
  permission: 'servicer.manage',
});
