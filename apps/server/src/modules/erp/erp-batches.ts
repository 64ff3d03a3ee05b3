import {
  ErpCreditRowSchema,
  ErpGoodsRowSchema,
  ErpMemberRowSchema,
  ErpPriceRowSchema,
  ErpStockRowSchema,
} from '@shop/contracts/erp';
import { AppError } from '../../lib/app-error';
import { findSalesmenByKeys } from '../auth';
import { isOwnShop, syncErpGoods, syncErpPrices, syncErpStock } from '../catalogue';
import { applyErpCredit } from '../finance';
import { upsertErpMembers } from '../member';
import { defineErpBatch } from './erp-batch-kind';

/* The batch kinds of the open API and the sheet import (issue 26), each through its owner. */

export const goodsSync = defineErpBatch({
  rowSchema: ErpGoodsRowSchema,
  keyField: 'goods_erp_spid',
  apply: (db, siteId, rows, options) => syncErpGoods(db, siteId, rows, options),
});

export const priceSync = defineErpBatch({
  rowSchema: ErpPriceRowSchema,
  keyField: 'goods_erp_spid',
  apply: (db, siteId, rows, options) => syncErpPrices(db, siteId, rows, options),
});

export const stockSync = defineErpBatch({
  rowSchema: ErpStockRowSchema,
  keyField: 'goods_erp_spid',
  apply: (db, siteId, rows, options) => syncErpStock(db, siteId, rows, options),
});

/** The customer's credit and balance owed are the whole mall's: sent by the mall's own shop only. */
export const creditSync = defineErpBatch({
  rowSchema: ErpCreditRowSchema,
  keyField: 'erp_code',
  apply: async (db, siteId, rows, options) => {
    if (!(await isOwnShop(db, siteId))) throw new AppError('finance.erp_credit_own_shop');
    return applyErpCredit(db, siteId, rows, options);
  },
});

/**
 * Members are the whole mall's: sent by the mall's own shop only, their salesmen named among its
 * staff by ERP code or mobile.
 */
export const memberSync = defineErpBatch({
  rowSchema: ErpMemberRowSchema,
  keyField: 'erp_code',
  apply: async (db, siteId, rows, options) => {
    if (!(await isOwnShop(db, siteId))) throw new AppError('member.erp_own_shop');
    const salesmen = rows.map((row) => row.row.salesman ?? '');
    const salesmanIds = await findSalesmenByKeys(db, siteId, salesmen);
    return upsertErpMembers(db, rows, { ...options, salesmanIds });
  },
});
