import { defineEndpoint } from '../common';
import {
  PointCreateBodySchema,
  PointCreatedSchema,
  PointGoodsDetailBodySchema,
  PointGoodsDetailSchema,
  PointGoodsPageBodySchema,
  PointGoodsPageSchema,
  PointLogPageBodySchema,
  PointLogPageSchema,
  PointPaymentBodySchema,
  PointPaymentSchema,
} from './point.schema';

export const pointGoodsPageEndpoint = defineEndpoint({
  path: '/pointexchange/api/goods/page',
  body: PointGoodsPageBodySchema,
  data: PointGoodsPageSchema,
});

export const pointGoodsDetailEndpoint = defineEndpoint({
  path: '/pointexchange/api/goods/detail',
  body: PointGoodsDetailBodySchema,
  data: PointGoodsDetailSchema,
});

export const pointPaymentEndpoint = defineEndpoint({
  path: '/pointexchange/api/ordercreate/payment',
  body: PointPaymentBodySchema,
  data: PointPaymentSchema,
});

export const pointCreateEndpoint = defineEndpoint({
  path: '/pointexchange/api/ordercreate/create',
  body: PointCreateBodySchema,
  data: PointCreatedSchema,
});

export const pointLogPageEndpoint = defineEndpoint({
  path: '/api/memberaccount/pointpage',
  body: PointLogPageBodySchema,
  data: PointLogPageSchema,
});
