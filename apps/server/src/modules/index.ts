import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/env';
import { siteRoutes } from './site/site.routes';

/** Every feature module, registered in one place. */
export async function registerModules(app: FastifyInstance, config: AppConfig): Promise<void> {
  void config;
  await app.register(siteRoutes);
}
