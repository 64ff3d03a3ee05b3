import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import {
  CopyrightSchema,
  FooterListSchema,
  FriendlyLinkListSchema,
  GoodsServiceListSchema,
  MoreConfigSchema,
  WeappQrcodeSchema,
} from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getCopyright,
  getFooterList,
  getFriendlyLinks,
  getMoreConfig,
  getWeappQrcode,
} from './footer.service';
import { getGoodsServices } from '../catalogue';

const schema = <T extends Parameters<typeof envelopeSchema>[0]>(data: T) => ({
  tags: ['site'],
  body: EmptyBodySchema,
  response: { 200: envelopeSchema(data) },
});

/** The footer's calls: copyright, links, certificates, extras, service promises, QR code. */
export const footerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/api/config/copyright', { schema: schema(CopyrightSchema) }, async (_request, reply) =>
    reply.ok(await getCopyright(app.db)),
  );

  app.post(
    '/api/pc/friendlyLink',
    { schema: schema(FriendlyLinkListSchema) },
    async (_request, reply) => reply.ok(await getFriendlyLinks(app.db)),
  );

  app.post('/pc/api/pc/footerList', { schema: schema(FooterListSchema) }, async (_request, reply) =>
    reply.ok(await getFooterList(app.db)),
  );

  app.post('/pc/api/pc/moreConfig', { schema: schema(MoreConfigSchema) }, async (_request, reply) =>
    reply.ok(await getMoreConfig(app.db)),
  );

  app.post(
    '/api/goods/service',
    { schema: schema(GoodsServiceListSchema) },
    async (_request, reply) => reply.ok(await getGoodsServices(app.db)),
  );

  app.post(
    '/weapp/api/weapp/qrcode',
    { schema: schema(WeappQrcodeSchema) },
    async (_request, reply) => reply.ok(await getWeappQrcode(app.db)),
  );
};
