import {
  GoodsAftersaleSchema,
  GoodsCardPageSchema,
  GoodsClicksSchema,
  GoodsModifyClicksBodySchema,
  GoodsQrcodeSchema,
  GoodsRecommendBodySchema,
  GoodsSkuDetailDataSchema,
  GoodsSkuIdBodySchema,
  GoodsSkuInfoSchema,
} from '@shop/contracts/catalogue';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addGoodsClick, getSkuDetail, getSkuInfo, recommendGoods } from './goods-detail.service';
import { getGoodsQrcode, requestOrigin } from './goods-qrcode.service';
import { getAftersaleText } from './goods-settings.service';

/** The goods detail page (/sku-{id}): detail, SKU switching, QR code, recommendations, clicks. */
export const goodsDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['catalogue'] };

  app.post(
    '/api/goodssku/detail',
    {
      config: { auth: 'optional' },
      schema: {
        ...schema,
        body: GoodsSkuIdBodySchema,
        response: { 200: envelopeSchema(GoodsSkuDetailDataSchema) },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      return reply.ok({
        goods_sku_detail: await getSkuDetail(app.db, viewer, request.body.sku_id),
      });
    },
  );

  app.post(
    '/api/goodssku/info',
    {
      config: { auth: 'optional' },
      schema: {
        ...schema,
        body: GoodsSkuIdBodySchema,
        response: { 200: envelopeSchema(GoodsSkuInfoSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getSkuInfo(app.db, await request.viewer(), request.body.sku_id)),
  );

  app.post(
    '/api/goodssku/goodsqrcode',
    {
      schema: {
        ...schema,
        body: GoodsSkuIdBodySchema,
        response: { 200: envelopeSchema(GoodsQrcodeSchema) },
      },
    },
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
    '/api/goodssku/recommend',
    {
      config: { auth: 'optional' },
      schema: {
        ...schema,
        body: GoodsRecommendBodySchema,
        response: { 200: envelopeSchema(GoodsCardPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await recommendGoods(app.db, await request.viewer(), request.body)),
  );

  app.post(
    '/api/goods/aftersale',
    {
      schema: {
        ...schema,
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(GoodsAftersaleSchema) },
      },
    },
    async (_request, reply) => reply.ok({ content: await getAftersaleText(app.db) }),
  );

  app.post(
    '/api/goods/modifyclicks',
    {
      schema: {
        ...schema,
        body: GoodsModifyClicksBodySchema,
        response: { 200: envelopeSchema(GoodsClicksSchema) },
      },
    },
    async (request, reply) => reply.ok(await addGoodsClick(app.db, request.body.sku_id)),
  );
};
