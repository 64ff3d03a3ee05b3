import { defineEndpoint, EmptyBodySchema, IdResultSchema } from '../common';
import {
  ConsoleSalesmanEditBodySchema,
  ConsoleSalesmanListSchema,
  FenxiaoListSchema,
  MySalesmanSchema,
  SalesmanStockoutBodySchema,
  SalesmanStockoutPageSchema,
  SalesmanTeamBodySchema,
  SalesmanTeamPageSchema,
} from './salesman.schema';
import { defineStaffEndpoint } from './staff-endpoint';

/*
 * Salesman calls (spec §6, §7; issue 16). The team calls carry the MEMBER's token: a salesman
 * opens them in the member centre through the member login linked to their staff account.
 */
export const salesmanTeamEndpoint = defineEndpoint({
  path: '/staff/api/salesman/myTeamList',
  body: SalesmanTeamBodySchema,
  data: SalesmanTeamPageSchema,
});

export const salesmanStockoutEndpoint = defineEndpoint({
  path: '/staff/api/salesman/stockoutLog',
  body: SalesmanStockoutBodySchema,
  data: SalesmanStockoutPageSchema,
});

/** Public: registration offers these. */
export const fenxiaoListEndpoint = defineEndpoint({
  path: '/api/member/getFenXiaoList',
  body: EmptyBodySchema,
  data: FenxiaoListSchema,
});

export const mySalesmanEndpoint = defineEndpoint({
  path: '/api/member/salesman',
  body: EmptyBodySchema,
  data: MySalesmanSchema,
});

/** The console's salesmen of the staff account's shop (a platform account: all). */
export const consoleSalesmanListEndpoint = defineStaffEndpoint({
  path: '/staff/api/salesman/lists',
  body: EmptyBodySchema,
  data: ConsoleSalesmanListSchema,
  permission: 'servicer.manage',
});

/** Sets a salesman's phone and linked member login; answers its staff id. */
export const consoleSalesmanEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/salesman/edit',
  body: ConsoleSalesmanEditBodySchema,
  data: IdResultSchema,
  permission: 'servicer.manage',
});
