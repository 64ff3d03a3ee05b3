import {
  addressAddEndpoint,
  addressDeleteEndpoint,
  addressEditEndpoint,
  addressInfoEndpoint,
  addressPageEndpoint,
  addressSetDefaultEndpoint,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import {
  addAddress,
  editAddress,
  getAddress,
  getAddressPage,
  removeAddress,
  setDefaultAddress,
} from './address.service';

/** Delivery addresses (`/api/memberaddress/*`): the member comes from the token only. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: 'required' } as const;

  app.post(
    addressPageEndpoint.path,
    { config: auth, schema: endpointSchema(addressPageEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getAddressPage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    addressInfoEndpoint.path,
    { config: auth, schema: endpointSchema(addressInfoEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await getAddress(app.db, memberIdOf(request), request.body.id)),
  );

  app.post(
    addressAddEndpoint.path,
    { config: auth, schema: endpointSchema(addressAddEndpoint, 'member') },
    async (request, reply) => reply.ok(await addAddress(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    addressEditEndpoint.path,
    { config: auth, schema: endpointSchema(addressEditEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await editAddress(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    addressSetDefaultEndpoint.path,
    { config: auth, schema: endpointSchema(addressSetDefaultEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await setDefaultAddress(app.db, memberIdOf(request), request.body.id)),
  );

  app.post(
    addressDeleteEndpoint.path,
    { config: auth, schema: endpointSchema(addressDeleteEndpoint, 'member') },
    async (request, reply) =>
      reply.ok(await removeAddress(app.db, memberIdOf(request), request.body.id)),
  );
};
