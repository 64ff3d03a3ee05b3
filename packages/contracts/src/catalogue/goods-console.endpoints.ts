import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleGoodsListBodySchema,
  ConsoleGoodsPageSchema,
  ConsoleGoodsRowSchema,
  EditSkuBodySchema,
  SetShelfBodySchema,
  BatchShelfBodySchema,
  GoodsBatchResultSchema,
} from './goods-console.schema';

/*
 * The console's quick goods calls (issue 15). The storefront (lists, search, detail) sees a
 * change at once; every change is audited with the values before and after.
 */

/** The shop's goods with their SKUs' price, member price and stock, paged and searched. */
export const consoleGoodsListEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/lists',
  body: ConsoleGoodsListBodySchema,
  data: ConsoleGoodsPageSchema,
  permission: 'goods.edit',
});

/** Changes a SKU's price, member price or stock; answers the goods as the list shows it. */
export const consoleEditSkuEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/editsku',
  body: EditSkuBodySchema,
  data: ConsoleGoodsRowSchema,
  permission: 'goods.edit',
});

/** Puts a goods on or off the shelf; answers the goods as the list shows it. */
export const consoleSetShelfEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/setshelf',
  body: SetShelfBodySchema,
  data: ConsoleGoodsRowSchema,
  permission: 'goods.edit',
});

/** Puts up to 1,000 goods on or off the shelf in one transaction (issue 25, batch actions). */
export const consoleBatchShelfEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/batchshelf',
  body: BatchShelfBodySchema,
  data: GoodsBatchResultSchema,
  permission: 'goods.edit',
});
