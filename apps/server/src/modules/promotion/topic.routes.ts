import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Placeholder until its helper adds the calls. */
export const topicRoutes: FastifyPluginAsyncZod = async () => {};
