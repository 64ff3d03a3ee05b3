import {
  ErpMemberRowSchema,
  erpMemberBatchEndpoint,
  judgeErpRows,
  rowKey,
  summariseErpRows,
} from '@shop/contracts/erp';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error';
import { findSalesmenByKeys } from '../auth';
import { isOwnShop } from '../catalogue';
import { upsertErpMembers } from '../member';
import { openRoute } from './open-route';

/**
 * `/open/api/v1/members/batch` (issue 26): members by customer code. Members are the whole
 * mall's, so only a key of the mall's own shop may send them; salesmen are its staff, named by
 * their ERP code or mobile.
 */
export const erpMemberRoutes: FastifyPluginAsync = async (app) => {
  openRoute(app, erpMemberBatchEndpoint, async ({ siteId, body, request }) => {
    if (!(await isOwnShop(app.db, siteId))) throw new AppError('member.erp_own_shop');
    const { accepted, refused } = judgeErpRows(ErpMemberRowSchema, body.rows, rowKey('erp_code'));
    const salesmanIds = await findSalesmenByKeys(
      app.db,
      siteId,
      accepted.map((row) => row.row.salesman ?? ''),
    );
    const results = await upsertErpMembers(app.db, accepted, {
      lang: request.lang(),
      salesmanIds,
    });
    return summariseErpRows([...refused, ...results]);
  });
};
