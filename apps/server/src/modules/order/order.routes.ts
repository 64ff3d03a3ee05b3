import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its helper lands it. */
export const orderRoutes: FastifyPluginAsyncZod = async () => {};
