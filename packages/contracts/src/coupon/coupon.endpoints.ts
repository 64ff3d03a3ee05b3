import { defineEndpoint, EmptyBodySchema } from '../common';
import {
  CouponNumSchema,
  CouponReceiveBodySchema,
  CouponTypePageBodySchema,
  CouponTypePageSchema,
  MemberCouponPageBodySchema,
  MemberCouponPageSchema,
  MemberCouponSchema,
} from './coupon.schema';

export const couponTypePageEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/typepagelists',
  body: CouponTypePageBodySchema,
  data: CouponTypePageSchema,
});

export const couponReceiveEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/receive',
  body: CouponReceiveBodySchema,
  data: MemberCouponSchema,
});

export const memberCouponPageEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/memberpage',
  body: MemberCouponPageBodySchema,
  data: MemberCouponPageSchema,
});

export const couponNumEndpoint = defineEndpoint({
  path: '/coupon/api/coupon/num',
  body: EmptyBodySchema,
  data: CouponNumSchema,
});
