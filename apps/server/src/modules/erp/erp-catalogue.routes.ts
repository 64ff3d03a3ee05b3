import {
  erpGoodsBatchEndpoint,
  erpPriceBatchEndpoint,
  erpStockBatchEndpoint,
  summariseErpRows,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import { runErpBatch } from './erp-batch-kind';
import { goodsBatch, priceBatch, stockBatch } from './erp-batches';
import { openRoute } from './open-route';

/**
 * The catalogue's open calls (issue 26, ADR 0026): goods, prices and stock by batch, each by
 * `goods_erp_spid` through the catalogue's front door (the batch kinds the sheet import runs too),
 * in the key's shop.
 */
export const erpCatalogueRoutes: FastifyPluginAsync = async (app) => {
  openRoute(app, erpGoodsBatchEndpoint, async ({ siteId, body, request }) =>
    summariseErpRows(
      await runErpBatch(app.db, siteId, goodsBatch, body.rows, {
        lang: request.lang(),
        dryRun: false,
        createMissing: body.create_missing,
      }),
    ),
  );
  openRoute(app, erpPriceBatchEndpoint, async ({ siteId, body, request }) =>
    summariseErpRows(
      await runErpBatch(app.db, siteId, priceBatch, body.rows, {
        lang: request.lang(),
        dryRun: false,
      }),
    ),
  );
  openRoute(app, erpStockBatchEndpoint, async ({ siteId, body, request }) =>
    summariseErpRows(
      await runErpBatch(app.db, siteId, stockBatch, body.rows, {
        lang: request.lang(),
        dryRun: false,
      }),
    ),
  );
};
