import {
  erpCreditBatchEndpoint,
  erpGoodsBatchEndpoint,
  erpMemberBatchEndpoint,
  erpPriceBatchEndpoint,
  erpStockBatchEndpoint,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import { creditSync, goodsSync, memberSync, priceSync, stockSync } from './erp-batches';
import { openBatchRoute } from './open-batch-route';

/**
 * The ERP's batch calls (issue 26): goods, prices and stock by batch into the catalogue, members
 * and their credit (账期) into member and finance, each through the owner's front door.
 */
export const erpSyncRoutes: FastifyPluginAsync = async (app) => {
  openBatchRoute(app, erpGoodsBatchEndpoint, goodsSync, (body) => ({
    createMissing: body.create_missing,
  }));
  openBatchRoute(app, erpPriceBatchEndpoint, priceSync);
  openBatchRoute(app, erpStockBatchEndpoint, stockSync);
  openBatchRoute(app, erpMemberBatchEndpoint, memberSync);
  openBatchRoute(app, erpCreditBatchEndpoint, creditSync);
};
