import {
  consoleEditSkuEndpoint,
  consoleGoodsListEndpoint,
  consoleSetShelfEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { staffRoute } from '../auth';
import { consoleGoodsList, editSku, setShelf } from './goods-console.service';

/** The console's quick goods calls (issue 15): list, SKU price/member price/stock, shelf. */
export const goodsConsoleRoutes: FastifyPluginAsync = async (app) => {
  const tag = 'console-goods';
  staffRoute(app, tag, consoleGoodsListEndpoint, ({ actor, body }) =>
    consoleGoodsList(app.db, actor, body),
  );
  staffRoute(app, tag, consoleEditSkuEndpoint, ({ actor, body }) => editSku(app.db, actor, body));
  staffRoute(app, tag, consoleSetShelfEndpoint, ({ actor, body }) => setShelf(app.db, actor, body));
};
