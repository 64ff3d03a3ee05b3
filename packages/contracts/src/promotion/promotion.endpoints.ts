import { defineEndpoint } from '../common';
import { ActivityBodySchema, ActivityPageSchema } from './activity.schema';
import { BundlingDetailBodySchema, BundlingDetailSchema } from './bundling.schema';
import {
  GroupbuyDetailBodySchema,
  GroupbuyDetailSchema,
  GroupbuyPageBodySchema,
  GroupbuyPageSchema,
} from './groupbuy.schema';
import { ManjianInfoBodySchema, ManjianInfoSchema } from './manjian.schema';
import {
  SeckillGoodsInfoBodySchema,
  SeckillGoodsInfoSchema,
  SeckillGoodsPageBodySchema,
  SeckillGoodsPageSchema,
  SeckillTimesBodySchema,
  SeckillTimesSchema,
} from './seckill.schema';
import {
  TopicDetailBodySchema,
  TopicDetailSchema,
  TopicGoodsDetailBodySchema,
  TopicGoodsDetailSchema,
  TopicPageBodySchema,
  TopicPageSchema,
} from './topic.schema';

export const activityEndpoint = defineEndpoint({
  path: '/api/promotion/activity',
  body: ActivityBodySchema,
  data: ActivityPageSchema,
});

export const bundlingDetailEndpoint = defineEndpoint({
  path: '/bundling/api/bundling/detail',
  body: BundlingDetailBodySchema,
  data: BundlingDetailSchema,
});

export const groupbuyPageEndpoint = defineEndpoint({
  path: '/groupbuy/api/goods/page',
  body: GroupbuyPageBodySchema,
  data: GroupbuyPageSchema,
});

export const groupbuyDetailEndpoint = defineEndpoint({
  path: '/groupbuy/api/goods/detail',
  body: GroupbuyDetailBodySchema,
  data: GroupbuyDetailSchema,
});

export const manjianInfoEndpoint = defineEndpoint({
  path: '/manjian/api/manjian/info',
  body: ManjianInfoBodySchema,
  data: ManjianInfoSchema,
});

export const seckillTimesEndpoint = defineEndpoint({
  path: '/seckill/api/seckill/lists',
  body: SeckillTimesBodySchema,
  data: SeckillTimesSchema,
});

export const seckillGoodsPageEndpoint = defineEndpoint({
  path: '/seckill/api/seckillgoods/page',
  body: SeckillGoodsPageBodySchema,
  data: SeckillGoodsPageSchema,
});

export const seckillGoodsInfoEndpoint = defineEndpoint({
  path: '/seckill/api/seckillgoods/info',
  body: SeckillGoodsInfoBodySchema,
  data: SeckillGoodsInfoSchema,
});

export const topicPageEndpoint = defineEndpoint({
  path: '/topic/api/topic/page',
  body: TopicPageBodySchema,
  data: TopicPageSchema,
});

export const topicDetailEndpoint = defineEndpoint({
  path: '/topic/api/topic/detail',
  body: TopicDetailBodySchema,
  data: TopicDetailSchema,
});

export const topicGoodsDetailEndpoint = defineEndpoint({
  path: '/topic/api/topicgoods/detail',
  body: TopicGoodsDetailBodySchema,
  data: TopicGoodsDetailSchema,
});
