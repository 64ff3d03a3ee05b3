import {
  consoleEditSkuEndpoint,
  consoleGoodsListEndpoint,
  consoleSetShelfEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActorOf, staffRouteOptions } from '../auth';
import { consoleGoodsList, editSku, setShelf } from './goods-console.service';

/** The console's quick goods calls (issue 15): list, SKU price/member price/stock, shelf. */
export const goodsConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const tag = 'console-goods';

  app.post(
    consoleGoodsListEndpoint.path,
    staffRouteOptions(app, consoleGoodsListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await consoleGoodsList(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleEditSkuEndpoint.path,
    staffRouteOptions(app, consoleEditSkuEndpoint, tag),
    async (request, reply) => reply.ok(await editSku(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleSetShelfEndpoint.path,
    staffRouteOptions(app, consoleSetShelfEndpoint, tag),
    async (request, reply) => reply.ok(await setShelf(app.db, staffActorOf(request), request.body)),
  );
};
