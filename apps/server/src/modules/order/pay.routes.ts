import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config/env';

/** Placeholder until its helper lands it. */
export const payRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async () => {};
