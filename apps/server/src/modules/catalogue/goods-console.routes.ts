import {
  consoleBatchCategoryEndpoint,
  consoleBatchShelfEndpoint,
  consoleBatchDeleteEndpoint,
  consoleBatchPriceEndpoint,
  consoleBatchRestoreEndpoint,
  consoleBatchSaleControlEndpoint,
  consoleEditSkuEndpoint,
  consoleGoodsExportEndpoint,
  consoleGoodsListEndpoint,
  consoleSetShelfEndpoint,
} from '@shop/contracts/catalogue';
import { staffMay } from '@shop/contracts/staff';
import type { FastifyPluginAsync } from 'fastify';
import { PassThrough } from 'node:stream';
import { z } from 'zod';
import { attachmentHeader } from '../../lib/upload/attachment';
import { shopDay } from '../../lib/shop-day';
import { requestStaffToken, resolveStaffToken, staffRoute } from '../auth';
import {
  batchCategory,
  batchDelete,
  batchPrice,
  batchRestore,
  batchSaleControl,
  batchShelf,
} from './goods-console-batch.service';
import { consoleGoodsList, editSku, setShelf } from './goods-console.service';
import { prepareGoodsExport, takeGoodsExport, writeGoodsXlsx } from './goods-export.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The console's goods calls (issues 15 and 25): list (and recycle bin), SKU price/member
 * price/stock, shelf, the batch actions, and the XLSX export with its download.
 */
export const goodsConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-goods';
  staffRoute(app, tag, consoleGoodsListEndpoint, ({ actor, body }) =>
    consoleGoodsList(app.db, actor, body),
  );
  staffRoute(app, tag, consoleEditSkuEndpoint, ({ actor, body }) => editSku(app.db, actor, body));
  staffRoute(app, tag, consoleSetShelfEndpoint, ({ actor, body }) => setShelf(app.db, actor, body));
  staffRoute(app, tag, consoleBatchShelfEndpoint, ({ actor, body }) =>
    batchShelf(app.db, actor, body),
  );
  staffRoute(app, tag, consoleBatchCategoryEndpoint, ({ actor, body }) =>
    batchCategory(app.db, actor, body),
  );
  staffRoute(app, tag, consoleBatchSaleControlEndpoint, ({ actor, body }) =>
    batchSaleControl(app.db, actor, body),
  );
  staffRoute(app, tag, consoleBatchPriceEndpoint, ({ actor, body }) =>
    batchPrice(app.db, actor, body),
  );
  staffRoute(app, tag, consoleBatchDeleteEndpoint, ({ actor, body }) =>
    batchDelete(app.db, actor, body),
  );
  staffRoute(app, tag, consoleBatchRestoreEndpoint, ({ actor, body }) =>
    batchRestore(app.db, actor, body),
  );
  staffRoute(app, tag, consoleGoodsExportEndpoint, ({ actor, body }) =>
    prepareGoodsExport(app.kv, actor, body),
  );

  // The download of a prepared export: a GET (a link downloads it to disk), so it carries no
  // CSRF header; the one-time ticket bound to the staff account of the cookie stands for it.
  // Anything else is a plain 404, as for a file that does not exist.
  app.get(
    '/staff/download/goods/:ticket',
    {
      config: { openWhenClosed: true },
      schema: { hide: true, params: z.object({ ticket: z.string() }) },
    },
    async (request, reply) => {
      const token = requestStaffToken(request);
      const staff = token ? await resolveStaffToken(app.db, token).catch(() => null) : null;
      const { ticket } = request.params as { ticket: string };
      const body =
        staff && staffMay(staff.role, 'goods.edit')
          ? await takeGoodsExport(app.kv, staff.staffId, ticket)
          : null;
      if (!staff || !body) return reply.code(404).type('text/plain').send('not found');
      const stream = new PassThrough();
      const name = `goods-${shopDay(new Date()).replace(/-/g, '')}.xlsx`;
      reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentHeader(name));
      writeGoodsXlsx(app.db, { ...staff, ip: request.ip }, body, request.lang(), stream).catch(
        (error: unknown) => {
          request.log.error(error, 'goods export failed');
          stream.destroy(error as Error);
        },
      );
      return reply.send(stream);
    },
  );
};
