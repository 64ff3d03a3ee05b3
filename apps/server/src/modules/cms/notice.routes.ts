import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Built in issue 3 (in progress). */
export const noticeRoutes: FastifyPluginAsyncZod = async () => {};
