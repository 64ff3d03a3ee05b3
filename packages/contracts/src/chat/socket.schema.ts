import { z } from 'zod';
import { ChatMessageSchema } from './chat.schema';

/** Where the chat socket listens (same origin as the site). */
export const CHAT_SOCKET_PATH = '/servicer/socket';

/**
 * The socket's message type of each content type: 0 string, 1 goodssku, 2 order, 3 image.
 * The other server messages: `init` (client id), `connect` (a shop's servicers went online or
 * offline), `close` (the server ends the connection), and on the workbench `session` (a
 * conversation changed state, e.g. waiting, taken, ended).
 */
export const CHAT_MESSAGE_EVENT = ['string', 'goodssku', 'order', 'image'] as const;

export const ChatInitEventSchema = z.object({
  type: z.literal('init'),
  data: z.object({ client_id: z.string() }),
});
export const ChatMessageEventSchema = z.object({
  type: z.enum(CHAT_MESSAGE_EVENT),
  data: ChatMessageSchema,
});
export const ChatConnectEventSchema = z.object({
  type: z.literal('connect'),
  data: z.object({
    site_id: z.number().int(),
    servicer_id: z.number().int(),
    online_count: z.number().int(),
  }),
});
export const ChatCloseEventSchema = z.object({
  type: z.literal('close'),
  data: z.object({ reason: z.string() }),
});
export const ChatSessionEventSchema = z.object({
  type: z.literal('session'),
  data: z.object({
    site_id: z.number().int(),
    member_id: z.number().int(),
    servicer_id: z.number().int(),
    status: z.number().int(),
  }),
});

export const ChatServerEventSchema = z.discriminatedUnion('type', [
  ChatInitEventSchema,
  ChatMessageEventSchema,
  ChatConnectEventSchema,
  ChatCloseEventSchema,
  ChatSessionEventSchema,
]);
export type ChatServerEvent = z.infer<typeof ChatServerEventSchema>;
