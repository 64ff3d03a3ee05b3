import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import {
  AddonFlagsSchema,
  CategoryConfigSchema,
  DefaultImagesSchema,
  WapQrcodeSchema,
} from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAddonFlags, getCategoryConfig, getDefaultImages } from '../settings';
import { getWapQrcode } from './wap-qrcode.service';

/** Shop settings the header reads: default images, mobile-site QR code, menu style, addons. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/config/defaultimg',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(DefaultImagesSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getDefaultImages(app.db)),
  );

  app.post(
    '/api/site/wapqrcode',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(WapQrcodeSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getWapQrcode(app.db)),
  );

  app.post(
    '/api/config/categoryconfig',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(CategoryConfigSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getCategoryConfig(app.db)),
  );

  app.post(
    '/api/addon/addonisexit',
    {
      schema: {
        tags: ['site'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(AddonFlagsSchema) },
      },
    },
    async (_request, reply) => reply.ok(await getAddonFlags(app.db)),
  );
};
