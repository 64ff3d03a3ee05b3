import {
  consoleBindVerifierEndpoint,
  consoleStoreAddEndpoint,
  consoleStoreEditEndpoint,
  consoleStoreListEndpoint,
  consoleStoreStatusEndpoint,
  consoleStoreVerifiersEndpoint,
  consoleUnbindVerifierEndpoint,
  storeListEndpoint,
} from '@shop/contracts/catalogue';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { staffRoute } from '../auth';
import {
  addStore,
  editStore,
  listConsoleStores,
  setStoreOpen,
} from './pickup-store-console.service';
import { listShopStores } from './pickup-store.service';
import { bindVerifier, listStoreVerifiers, unbindVerifier } from './store-verifier-console.service';

/**
 * Pickup stores (issue 17): the storefront's list of a shop's open stores (public: addresses and
 * hours are shown to anyone), and the console's `/staff/api/store/*`, guarded per call.
 */
export const pickupStoreRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    storeListEndpoint.path,
    { schema: endpointSchema(storeListEndpoint, 'catalogue') },
    async (request, reply) =>
      reply.ok(await listShopStores(app.db, request.body.site_id, request.lang())),
  );

  const tag = 'console-store';
  staffRoute(app, tag, consoleStoreListEndpoint, ({ actor, body }) =>
    listConsoleStores(app.db, actor, body),
  );
  staffRoute(app, tag, consoleStoreAddEndpoint, ({ actor, body }) => addStore(app.db, actor, body));
  staffRoute(app, tag, consoleStoreEditEndpoint, ({ actor, body }) =>
    editStore(app.db, actor, body),
  );
  staffRoute(app, tag, consoleStoreStatusEndpoint, ({ actor, body }) =>
    setStoreOpen(app.db, actor, body),
  );
  staffRoute(app, tag, consoleStoreVerifiersEndpoint, ({ actor, body }) =>
    listStoreVerifiers(app.db, actor, body.store_id),
  );
  staffRoute(app, tag, consoleBindVerifierEndpoint, ({ actor, body }) =>
    bindVerifier(app.db, actor, body),
  );
  staffRoute(app, tag, consoleUnbindVerifierEndpoint, ({ actor, body }) =>
    unbindVerifier(app.db, actor, body),
  );
};
