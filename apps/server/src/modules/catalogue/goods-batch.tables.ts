import { date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { updatedAt } from '../../db/columns';
import { goods, goodsSku, shop } from './catalogue.tables';

/**
 * A goods' stock by batch as its ERP keeps it (issue 26, ADR 0026): batch number, production and
 * expiry dates, quantity. The goods' (and its SKU's) stock is the sum of its sellable batches
 * (quantity above 0, not expired) and `goods.nearest_expiry` the earliest of their expiries, both
 * written by the same stock sync. Keyed by goods and batch number (the ERP's `goods_erp_spid` +
 * `batch_no`).
 */
export const goodsStockBatch = pgTable(
  'goods_batch',
  {
    batchId: serial('batch_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.goodsId, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => goodsSku.skuId, { onDelete: 'cascade' }),
    batchNo: varchar('batch_no', { length: 40 }).notNull(),
    /** null when the ERP does not give it. */
    productionDate: date('production_date', { mode: 'string' }),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('goods_batch_goods_no_uq').on(t.goodsId, t.batchNo),
    // ADR 0029: the near-expiry zone lists a shop's batches by expiry.
    index('goods_batch_site_expiry_idx').on(t.siteId, t.expiryDate),
  ],
);
