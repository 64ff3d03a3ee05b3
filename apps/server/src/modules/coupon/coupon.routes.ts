import {
  couponNumEndpoint,
  couponReceiveEndpoint,
  couponTypePageEndpoint,
  memberCouponPageEndpoint,
} from '@shop/contracts/coupon';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointSchema } from '../../lib/endpoint-schema';
import { memberIdOf } from '../../plugins/auth';
import { getCouponTypePage } from './coupon-centre.service';
import { getMemberCouponPage, getUsableCouponNum, receiveCoupon } from './member-coupon.service';

const required = { auth: 'required' } as const;

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    couponTypePageEndpoint.path,
    { config: { auth: 'optional' }, schema: endpointSchema(couponTypePageEndpoint, 'coupon') },
    async (request, reply) =>
      reply.ok(await getCouponTypePage(app.db, request.auth?.memberId ?? null, request.body)),
  );

  app.post(
    couponReceiveEndpoint.path,
    { config: required, schema: endpointSchema(couponReceiveEndpoint, 'coupon') },
    async (request, reply) =>
      reply.ok(await receiveCoupon(app.db, memberIdOf(request), request.body.coupon_type_id)),
  );

  app.post(
    memberCouponPageEndpoint.path,
    { config: required, schema: endpointSchema(memberCouponPageEndpoint, 'coupon') },
    async (request, reply) =>
      reply.ok(await getMemberCouponPage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    couponNumEndpoint.path,
    { config: required, schema: endpointSchema(couponNumEndpoint, 'coupon') },
    async (request, reply) => reply.ok(await getUsableCouponNum(app.db, memberIdOf(request))),
  );
};
