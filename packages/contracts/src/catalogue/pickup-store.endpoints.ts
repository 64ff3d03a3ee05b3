import { defineEndpoint, IdResultSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  BindVerifierBodySchema,
  ConsoleStoreListBodySchema,
  ConsoleStorePageSchema,
  StoreAddBodySchema,
  StoreEditBodySchema,
  StoreIdBodySchema,
  StoreStatusBodySchema,
  StoreVerifierListSchema,
  UnbindVerifierBodySchema,
} from './pickup-store-console.schema';
import { StoreListBodySchema, StoreListSchema } from './pickup-store.schema';

/** The open pickup stores of a shop, for the checkout's 门店自提 (issue 17). */
export const storeListEndpoint = defineEndpoint({
  path: '/api/store/lists',
  body: StoreListBodySchema,
  data: StoreListSchema,
});

/*
 * Pickup stores, their hours and verifiers in the console (issue 17). Every write is audited.
 */

export const consoleStoreListEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/lists',
  body: ConsoleStoreListBodySchema,
  data: ConsoleStorePageSchema,
  permission: 'store.manage',
});

/** Creates a store; answers its id. */
export const consoleStoreAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/add',
  body: StoreAddBodySchema,
  data: IdResultSchema,
  permission: 'store.manage',
});

export const consoleStoreEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/edit',
  body: StoreEditBodySchema,
  data: IdResultSchema,
  permission: 'store.manage',
});

/** Opens or closes a store. */
export const consoleStoreStatusEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/status',
  body: StoreStatusBodySchema,
  data: IdResultSchema,
  permission: 'store.manage',
});

/** The verifiers of one store, first bound first. */
export const consoleStoreVerifiersEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/verifiers',
  body: StoreIdBodySchema,
  data: StoreVerifierListSchema,
  permission: 'store.manage',
});

/** Binds a member as a verifier of a store; answers the binding's id. */
export const consoleBindVerifierEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/bindverifier',
  body: BindVerifierBodySchema,
  data: IdResultSchema,
  permission: 'store.manage',
});

/** Removes a verifier from a store; answers the binding's id. */
export const consoleUnbindVerifierEndpoint = defineStaffEndpoint({
  path: '/staff/api/store/unbindverifier',
  body: UnbindVerifierBodySchema,
  data: IdResultSchema,
  permission: 'store.manage',
});
