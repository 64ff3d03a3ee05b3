import { defineEndpoint, EmptyBodySchema, NoDataSchema } from '../common';
import {
  ChatBindBodySchema,
  ChatBindSchema,
  ChatByeBodySchema,
  ChatDialogsBodySchema,
  ChatDialogsSchema,
  ChatHasServicersBodySchema,
  ChatHasServicersSchema,
  ChatKeywordBodySchema,
  ChatKeywordSchema,
  ChatMessageSchema,
  ChatSayBodySchema,
  ChatSessionsSchema,
  ChatSetReadBodySchema,
  ChatShopBodySchema,
  ChatShopSessionSchema,
} from './chat.schema';

export const chatBindEndpoint = defineEndpoint({
  path: '/servicer/api/chat/bind',
  body: ChatBindBodySchema,
  data: ChatBindSchema,
});

export const chatSayEndpoint = defineEndpoint({
  path: '/servicer/api/chat/say',
  body: ChatSayBodySchema,
  data: ChatMessageSchema,
});

export const chatSetReadEndpoint = defineEndpoint({
  path: '/servicer/api/chat/setRead',
  body: ChatSetReadBodySchema,
  data: NoDataSchema,
});

export const chatDialogsEndpoint = defineEndpoint({
  path: '/servicer/api/chat/dialogs',
  body: ChatDialogsBodySchema,
  data: ChatDialogsSchema,
});

export const chatHasServicersEndpoint = defineEndpoint({
  path: '/servicer/api/chat/hasServicers',
  body: ChatHasServicersBodySchema,
  data: ChatHasServicersSchema,
});

export const chatByeEndpoint = defineEndpoint({
  path: '/servicer/api/chat/bye',
  body: ChatByeBodySchema,
  data: NoDataSchema,
});

export const chatKeywordEndpoint = defineEndpoint({
  path: '/servicer/api/chat/keyword',
  body: ChatKeywordBodySchema,
  data: ChatKeywordSchema,
});

export const chatSessionsEndpoint = defineEndpoint({
  path: '/servicer/api/chat/sessions',
  body: EmptyBodySchema,
  data: ChatSessionsSchema,
});

export const chatShopEndpoint = defineEndpoint({
  path: '/servicer/api/chat/shop',
  body: ChatShopBodySchema,
  data: ChatShopSessionSchema,
});
