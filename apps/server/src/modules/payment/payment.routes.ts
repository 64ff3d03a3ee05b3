import {
  onlineChannelsEndpoint,
  onlinePayCreateEndpoint,
  onlinePayStatusEndpoint,
} from '@shop/contracts/payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { configuredChannels } from './channels';
import { createOnlinePay, onlinePayStatusOf } from './payment.service';

/** A buyer cannot make the channels open cashiers at speed. */
const createLimit = { max: 30, timeWindow: 60_000 };

/** The member's online payment calls (`/api/pay/online/*`, issue 16). */
export const paymentRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (
  app,
  { config },
) => {
  const channels = configuredChannels(config.onlinePay);

  app.post(
    onlineChannelsEndpoint.path,
    { schema: endpointSchema(onlineChannelsEndpoint, 'payment') },
    async (_request, reply) => reply.ok({ channels: [...channels.keys()] }),
  );

  app.post(
    onlinePayCreateEndpoint.path,
    {
      config: { auth: 'required', rateLimit: createLimit },
      schema: endpointSchema(onlinePayCreateEndpoint, 'payment'),
    },
    async (request, reply) =>
      reply.ok(await createOnlinePay(app.db, channels, memberIdOf(request), request.body)),
  );

  app.post(
    onlinePayStatusEndpoint.path,
    { config: { auth: 'required' }, schema: endpointSchema(onlinePayStatusEndpoint, 'payment') },
    async (request, reply) =>
      reply.ok(await onlinePayStatusOf(app.db, memberIdOf(request), request.body)),
  );
};
