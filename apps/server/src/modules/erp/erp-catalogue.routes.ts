import {
  ErpGoodsRowSchema,
  ErpPriceRowSchema,
  ErpStockRowSchema,
  erpGoodsBatchEndpoint,
  erpPriceBatchEndpoint,
  erpStockBatchEndpoint,
  judgeErpRows,
  rowKey,
  summariseErpRows,
  type ErpAcceptedRow,
  type ErpRowResult,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { syncErpGoods, syncErpPrices, syncErpStock } from '../catalogue';
import { openRoute } from './open-route';

/** Judges a batch's rows by `schema`, hands the accepted ones to `sync`, answers every row. */
async function batch<Schema extends z.ZodType>(
  schema: Schema,
  rows: unknown[],
  sync: (accepted: ErpAcceptedRow<z.output<Schema>>[]) => Promise<ErpRowResult[]>,
) {
  const { accepted, refused } = judgeErpRows(schema, rows, rowKey('goods_erp_spid'));
  return summariseErpRows([...refused, ...(await sync(accepted))]);
}

/**
 * The catalogue's open calls (issue 26, ADR 0026): goods, prices and stock by batch, each by
 * `goods_erp_spid` through the catalogue's front door, in the key's shop.
 */
export const erpCatalogueRoutes: FastifyPluginAsync = async (app) => {
  openRoute(app, erpGoodsBatchEndpoint, ({ siteId, body, request }) =>
    batch(ErpGoodsRowSchema, body.rows, (rows) =>
      syncErpGoods(app.db, siteId, rows, {
        lang: request.lang(),
        createMissing: body.create_missing,
      }),
    ),
  );
  openRoute(app, erpPriceBatchEndpoint, ({ siteId, body, request }) =>
    batch(ErpPriceRowSchema, body.rows, (rows) =>
      syncErpPrices(app.db, siteId, rows, { lang: request.lang() }),
    ),
  );
  openRoute(app, erpStockBatchEndpoint, ({ siteId, body, request }) =>
    batch(ErpStockRowSchema, body.rows, (rows) =>
      syncErpStock(app.db, siteId, rows, { lang: request.lang() }),
    ),
  );
};
