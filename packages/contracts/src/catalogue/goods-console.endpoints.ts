import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleGoodsListBodySchema,
  ConsoleGoodsPageSchema,
  ConsoleGoodsRowSchema,
  EditSkuBodySchema,
  SetShelfBodySchema,
  BatchShelfBodySchema,
  BatchCategoryBodySchema,
  BatchGoodsBodySchema,
  BatchPriceBodySchema,
  BatchSaleControlBodySchema,
  GoodsBatchResultSchema,
  GoodsExportSchema,
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

/** Moves up to 1,000 goods to one leaf category; `category_path` follows (issue 25). */
export const consoleBatchCategoryEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/batchcategory',
  body: BatchCategoryBodySchema,
  data: GoodsBatchResultSchema,
  permission: 'goods.edit',
});

/** Sets or removes the buyer-type sale control of up to 1,000 goods (issue 25). */
export const consoleBatchSaleControlEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/batchsalecontrol',
  body: BatchSaleControlBodySchema,
  data: GoodsBatchResultSchema,
  permission: 'goods.edit',
});

/** Changes the prices of up to 1,000 goods by a percentage or an amount (issue 25). */
export const consoleBatchPriceEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/batchprice',
  body: BatchPriceBodySchema,
  data: GoodsBatchResultSchema,
  permission: 'goods.edit',
});

/** Moves up to 1,000 goods to the recycle bin: buyers no longer find them (issue 25). */
export const consoleBatchDeleteEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/batchdelete',
  body: BatchGoodsBodySchema,
  data: GoodsBatchResultSchema,
  permission: 'goods.edit',
});

/** Brings up to 1,000 goods back from the recycle bin, as they were (issue 25). */
export const consoleBatchRestoreEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/batchrestore',
  body: BatchGoodsBodySchema,
  data: GoodsBatchResultSchema,
  permission: 'goods.edit',
});

/**
 * Prepares an XLSX export of the list under a filter (the list's body without paging): answers
 * the address that streams the file to the same staff session within a minute (issue 25).
 */
export const consoleGoodsExportEndpoint = defineStaffEndpoint({
  path: '/staff/api/goods/export',
  body: ConsoleGoodsListBodySchema,
  data: GoodsExportSchema,
  permission: 'goods.edit',
});
