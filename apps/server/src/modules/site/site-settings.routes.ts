import {
  addonFlagsEndpoint,
  categoryConfigEndpoint,
  defaultImagesEndpoint,
  wapQrcodeEndpoint,
} from '@shop/contracts/site';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { getAddonFlags, getCategoryConfig, getDefaultImages } from '../settings';
import { getWapQrcode } from './wap-qrcode.service';

/** Shop settings the header reads: default images, mobile-site QR code, menu style, addons. */
export const siteSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    defaultImagesEndpoint.path,
    { schema: endpointSchema(defaultImagesEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getDefaultImages(app.db)),
  );

  app.post(
    wapQrcodeEndpoint.path,
    { schema: endpointSchema(wapQrcodeEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getWapQrcode(app.db)),
  );

  app.post(
    categoryConfigEndpoint.path,
    { schema: endpointSchema(categoryConfigEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getCategoryConfig(app.db)),
  );

  app.post(
    addonFlagsEndpoint.path,
    { schema: endpointSchema(addonFlagsEndpoint, 'site') },
    async (_request, reply) => reply.ok(await getAddonFlags(app.db)),
  );
};
