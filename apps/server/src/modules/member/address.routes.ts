import { envelopeSchema, IdResultSchema } from '@shop/contracts/common';
import {
  AddressAddBodySchema,
  AddressEditBodySchema,
  AddressIdBodySchema,
  AddressPageBodySchema,
  AddressPageSchema,
  AddressSchema,
} from '@shop/contracts/member';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/auth';
import {
  addAddress,
  editAddress,
  getAddress,
  getAddressPage,
  removeAddress,
  setDefaultAddress,
} from './address.service';

/** The id of the address an add, edit, setdefault or delete acted on. */
const AddressIdResultSchema = envelopeSchema(IdResultSchema);

/** Delivery addresses (`/api/memberaddress/*`): the member comes from the token only. */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { auth: 'required' } as const;
  const tags = ['member'];

  app.post(
    '/api/memberaddress/page',
    {
      config: auth,
      schema: {
        tags,
        body: AddressPageBodySchema,
        response: { 200: envelopeSchema(AddressPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getAddressPage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/memberaddress/info',
    {
      config: auth,
      schema: { tags, body: AddressIdBodySchema, response: { 200: envelopeSchema(AddressSchema) } },
    },
    async (request, reply) =>
      reply.ok(await getAddress(app.db, memberIdOf(request), request.body.id)),
  );

  app.post(
    '/api/memberaddress/add',
    {
      config: auth,
      schema: { tags, body: AddressAddBodySchema, response: { 200: AddressIdResultSchema } },
    },
    async (request, reply) => reply.ok(await addAddress(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/memberaddress/edit',
    {
      config: auth,
      schema: { tags, body: AddressEditBodySchema, response: { 200: AddressIdResultSchema } },
    },
    async (request, reply) =>
      reply.ok(await editAddress(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    '/api/memberaddress/setdefault',
    {
      config: auth,
      schema: { tags, body: AddressIdBodySchema, response: { 200: AddressIdResultSchema } },
    },
    async (request, reply) =>
      reply.ok(await setDefaultAddress(app.db, memberIdOf(request), request.body.id)),
  );

  app.post(
    '/api/memberaddress/delete',
    {
      config: auth,
      schema: { tags, body: AddressIdBodySchema, response: { 200: AddressIdResultSchema } },
    },
    async (request, reply) =>
      reply.ok(await removeAddress(app.db, memberIdOf(request), request.body.id)),
  );
};
