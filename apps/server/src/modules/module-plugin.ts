import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../config/env';

/** What every module's Fastify plugin (its front door's `<name>Module`) is registered with. */
export type ModuleOptions = { config: AppConfig };

/** A module plugin: registers the module's route plugins, in order, with the app's config. */
export function modulePlugin(
  routes: ReadonlyArray<FastifyPluginAsync<ModuleOptions> | FastifyPluginAsync>,
): FastifyPluginAsync<ModuleOptions> {
  return async (app, options) => {
    for (const plugin of routes)
      await app.register(plugin as FastifyPluginAsync<ModuleOptions>, options);
  };
}
