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
import { staffActorOf, staffRouteOptions } from '../auth';
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

  app.post(
    consoleStoreListEndpoint.path,
    staffRouteOptions(app, consoleStoreListEndpoint, tag),
    async (request, reply) =>
      reply.ok(await listConsoleStores(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleStoreAddEndpoint.path,
    staffRouteOptions(app, consoleStoreAddEndpoint, tag),
    async (request, reply) => reply.ok(await addStore(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleStoreEditEndpoint.path,
    staffRouteOptions(app, consoleStoreEditEndpoint, tag),
    async (request, reply) =>
      reply.ok(await editStore(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleStoreStatusEndpoint.path,
    staffRouteOptions(app, consoleStoreStatusEndpoint, tag),
    async (request, reply) =>
      reply.ok(await setStoreOpen(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleStoreVerifiersEndpoint.path,
    staffRouteOptions(app, consoleStoreVerifiersEndpoint, tag),
    async (request, reply) =>
      reply.ok(await listStoreVerifiers(app.db, staffActorOf(request), request.body.store_id)),
  );

  app.post(
    consoleBindVerifierEndpoint.path,
    staffRouteOptions(app, consoleBindVerifierEndpoint, tag),
    async (request, reply) =>
      reply.ok(await bindVerifier(app.db, staffActorOf(request), request.body)),
  );

  app.post(
    consoleUnbindVerifierEndpoint.path,
    staffRouteOptions(app, consoleUnbindVerifierEndpoint, tag),
    async (request, reply) =>
      reply.ok(await unbindVerifier(app.db, staffActorOf(request), request.body)),
  );
};
