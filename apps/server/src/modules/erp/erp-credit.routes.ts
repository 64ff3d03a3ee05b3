import {
  ErpCreditRowSchema,
  erpCreditBatchEndpoint,
  judgeErpRows,
  rowKey,
  summariseErpRows,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isOwnShop } from '../catalogue';
import { applyErpCredit } from '../finance';
import { openRoute } from './open-route';

/**
 * `/open/api/v1/credit/batch` (issue 26, ADR 0025): credit lines and balances owed by customer
 * code. The credit is the whole mall's, so only a key of the mall's own shop may send it.
 */
export const erpCreditRoutes: FastifyPluginAsync = async (app) => {
  openRoute(app, erpCreditBatchEndpoint, async ({ siteId, body, request }) => {
    if (!(await isOwnShop(app.db, siteId))) throw new AppError('finance.erp_credit_own_shop');
    const { accepted, refused } = judgeErpRows(ErpCreditRowSchema, body.rows, rowKey('erp_code'));
    const results = await applyErpCredit(app.db, siteId, accepted, { lang: request.lang() });
    return summariseErpRows([...refused, ...results]);
  });
};
