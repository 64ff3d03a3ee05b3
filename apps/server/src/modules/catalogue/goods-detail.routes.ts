import {
  goodsAftersaleEndpoint,
  goodsModifyClicksEndpoint,
  goodsQrcodeEndpoint,
  goodsRecommendEndpoint,
  goodsSkuDetailEndpoint,
  goodsSkuInfoEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { addGoodsClick, getSkuDetail, getSkuInfo, recommendGoods } from './goods-detail.service';
import { getGoodsQrcode, requestOrigin } from './goods-qrcode.service';
import { getAftersaleText } from './goods-settings.service';

/** The goods detail page (/sku-{id}): detail, SKU switching, QR code, recommendations, clicks. */
export const goodsDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    goodsSkuDetailEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(goodsSkuDetailEndpoint, 'catalogue') },
    async (request, reply) => {
      const viewer = await request.viewer();
      return reply.ok({
        goods_sku_detail: await getSkuDetail(app.db, viewer, request.body.sku_id, request.lang()),
      });
    },
  );

  app.post(
    goodsSkuInfoEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(goodsSkuInfoEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await getSkuInfo(app.db, await request.viewer(), request.body.sku_id)),
  );

  app.post(
    goodsQrcodeEndpoint.path,
    { schema: endpointSchema(goodsQrcodeEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(
        await getGoodsQrcode(
          app.db,
          request.body.sku_id,
          requestOrigin(request.protocol, request.host),
        ),
      ),
  );

  app.post(
    goodsRecommendEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(goodsRecommendEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await recommendGoods(app.db, await request.viewer(), request.body)),
  );

  app.post(
    goodsAftersaleEndpoint.path,
    { schema: endpointSchema(goodsAftersaleEndpoint, 'catalogue') },
    async (_request, reply) => reply.ok({ content: await getAftersaleText(app.db) }),
  );

  app.post(
    goodsModifyClicksEndpoint.path,
    { schema: endpointSchema(goodsModifyClicksEndpoint, 'catalogue') },
    async (request, reply) => reply.ok(await addGoodsClick(app.db, request.body.sku_id)),
  );
};
