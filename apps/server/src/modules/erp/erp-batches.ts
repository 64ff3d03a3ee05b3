import { ErpGoodsRowSchema, ErpPriceRowSchema, ErpStockRowSchema } from '@shop/contracts/erp';
import { syncErpGoods, syncErpPrices, syncErpStock } from '../catalogue';
import { defineErpBatch } from './erp-batch-kind';

/* The batch kinds of the open API and the sheet import (issue 26), each through its owner. */

export const goodsBatch = defineErpBatch({
  rowSchema: ErpGoodsRowSchema,
  keyField: 'goods_erp_spid',
  apply: (db, siteId, rows, options) => syncErpGoods(db, siteId, rows, options),
});

export const priceBatch = defineErpBatch({
  rowSchema: ErpPriceRowSchema,
  keyField: 'goods_erp_spid',
  apply: (db, siteId, rows, options) => syncErpPrices(db, siteId, rows, options),
});

export const stockBatch = defineErpBatch({
  rowSchema: ErpStockRowSchema,
  keyField: 'goods_erp_spid',
  apply: (db, siteId, rows, options) => syncErpStock(db, siteId, rows, options),
});
