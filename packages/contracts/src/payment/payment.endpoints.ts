import { defineEndpoint, EmptyBodySchema } from '../common';
import {
  OnlineChannelsSchema,
  OnlinePayCreateBodySchema,
  OnlinePayCreatedSchema,
  OnlinePayStatusBodySchema,
  OnlinePayStatusSchema,
} from './payment.schema';

export const onlineChannelsEndpoint = defineEndpoint({
  path: '/api/pay/online/channels',
  body: EmptyBodySchema,
  data: OnlineChannelsSchema,
});

export const onlinePayCreateEndpoint = defineEndpoint({
  path: '/api/pay/online/create',
  body: OnlinePayCreateBodySchema,
  data: OnlinePayCreatedSchema,
});

export const onlinePayStatusEndpoint = defineEndpoint({
  path: '/api/pay/online/status',
  body: OnlinePayStatusBodySchema,
  data: OnlinePayStatusSchema,
});
