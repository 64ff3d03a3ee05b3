import {
  CouponNumSchema,
  CouponReceiveBodySchema,
  CouponTypePageBodySchema,
  CouponTypePageSchema,
  MemberCouponPageBodySchema,
  MemberCouponPageSchema,
  MemberCouponSchema,
} from '@shop/contracts/coupon';
import { EmptyBodySchema, envelopeSchema } from '@shop/contracts/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdOf } from '../../plugins/auth';
import { getCouponTypePage } from './coupon-centre.service';
import { getMemberCouponPage, getUsableCouponNum, receiveCoupon } from './member-coupon.service';

const required = { auth: 'required' } as const;

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/coupon/api/coupon/typepagelists',
    {
      config: { auth: 'optional' },
      schema: {
        tags: ['coupon'],
        body: CouponTypePageBodySchema,
        response: { 200: envelopeSchema(CouponTypePageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getCouponTypePage(app.db, request.auth?.memberId ?? null, request.body)),
  );

  app.post(
    '/coupon/api/coupon/receive',
    {
      config: required,
      schema: {
        tags: ['coupon'],
        body: CouponReceiveBodySchema,
        response: { 200: envelopeSchema(MemberCouponSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await receiveCoupon(app.db, memberIdOf(request), request.body.coupon_type_id)),
  );

  app.post(
    '/coupon/api/coupon/memberpage',
    {
      config: required,
      schema: {
        tags: ['coupon'],
        body: MemberCouponPageBodySchema,
        response: { 200: envelopeSchema(MemberCouponPageSchema) },
      },
    },
    async (request, reply) =>
      reply.ok(await getMemberCouponPage(app.db, memberIdOf(request), request.body)),
  );

  app.post(
    '/coupon/api/coupon/num',
    {
      config: required,
      schema: {
        tags: ['coupon'],
        body: EmptyBodySchema,
        response: { 200: envelopeSchema(CouponNumSchema) },
      },
    },
    async (request, reply) => reply.ok(await getUsableCouponNum(app.db, memberIdOf(request))),
  );
};
