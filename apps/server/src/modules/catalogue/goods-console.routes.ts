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
import type { FastifyPluginAsync } from 'fastify';
import { shopDay } from '../../lib/shop-day';
import { staffDownloadRoute, staffRoute } from '../auth';
import {
  batchCategory,
  batchDelete,
  batchPrice,
  batchRestore,
  batchSaleControl,
  batchShelf,
} from './goods-console-batch.service';
import { consoleGoodsList, editSku, setShelf } from './goods-console.service';
import { parseGoodsExport, prepareGoodsExport, writeGoodsXlsx } from './goods-export.service';

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

  staffDownloadRoute(app, 'goods', 'goods.edit', async (payload, staff, lang) => {
    const body = parseGoodsExport(payload);
    return body
      ? {
          fileName: `goods-${shopDay(new Date()).replace(/-/g, '')}.xlsx`,
          write: (stream) => writeGoodsXlsx(app.db, staff, body, lang, stream),
        }
      : null;
  });
};
