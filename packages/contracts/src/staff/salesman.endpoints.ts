import { defineEndpoint, EmptyBodySchema } from '../common';
import {
  FenxiaoListSchema,
  MySalesmanSchema,
  SalesmanStockoutBodySchema,
  SalesmanStockoutPageSchema,
  SalesmanTeamBodySchema,
  SalesmanTeamPageSchema,
} from './salesman.schema';

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
