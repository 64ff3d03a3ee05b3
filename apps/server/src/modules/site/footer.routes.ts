import {
  copyrightEndpoint,
  footerListEndpoint,
  friendlyLinksEndpoint,
  goodsServicesEndpoint,
  moreConfigEndpoint,
  weappQrcodeEndpoint,
} from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import {
  getCopyright,
  getFooterList,
  getFriendlyLinks,
  getMoreConfig,
  getWeappQrcode,
} from './footer.service';
import { getGoodsServices } from '../catalogue';

/** The footer's calls: copyright, links, certificates, extras, service promises, QR code. */
export const footerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    copyrightEndpoint.path,
    { schema: endpointSchema(copyrightEndpoint, 'site') },
    async (request, reply) => reply.ok(await getCopyright(app.db, request.lang())),
  );

  app.post(
    friendlyLinksEndpoint.path,
    { schema: endpointSchema(friendlyLinksEndpoint, 'site') },
    async (request, reply) => reply.ok(await getFriendlyLinks(app.db, request.lang())),
  );

  app.post(
    footerListEndpoint.path,
    { schema: endpointSchema(footerListEndpoint, 'site') },
    async (request, reply) => reply.ok(await getFooterList(app.db, request.lang())),
  );

  app.post(
    moreConfigEndpoint.path,
    { schema: endpointSchema(moreConfigEndpoint, 'site') },
    async (request, reply) => reply.ok(await getMoreConfig(app.db, request.lang())),
  );

  app.post(
    goodsServicesEndpoint.path,
    { schema: endpointSchema(goodsServicesEndpoint, 'site') },
    async (request, reply) => reply.ok(await getGoodsServices(app.db, request.lang())),
  );

  app.post(
    weappQrcodeEndpoint.path,
    { schema: endpointSchema(weappQrcodeEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getWeappQrcode(app.db)),
  );
};
