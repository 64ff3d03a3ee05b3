import {
  consoleSearchWordsEndpoint,
  consoleSearchWordsSaveEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../module-plugin';
import { staffRoute } from '../auth';
import { getConsoleSearchWords, saveSearchWords } from './search-words-console.service';

/** The storefront's search words in the console (issue 27). */
export const searchWordsConsoleRoutes: FastifyPluginAsync<ModuleOptions> = async (app) => {
  const tag = 'console-content';
  staffRoute(app, tag, consoleSearchWordsEndpoint, () => getConsoleSearchWords(app.db));
  staffRoute(app, tag, consoleSearchWordsSaveEndpoint, ({ actor, body }) =>
    saveSearchWords(app.db, actor, body),
  );
};
