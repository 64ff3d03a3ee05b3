import { z } from 'zod';
import { bodySchema, IdSchema, pageSchema } from '../common';
import { MoneySchema } from '../money';
import { chatTextLength, isBlankChatText } from './emoji';

/** History page size of the dialog (spec §9). */
export const CHAT_PAGE_SIZE = 4;
export const CHAT_PAGE_SIZE_MAX = 50;
/** Most characters in one text message (an emoji counts as one). */
export const CHAT_TEXT_MAX = 150;
/** The client's heartbeat: the text `ping` every 1500 ms; 0 switches it off. */
export const CHAT_HEARTBEAT_MS = 1500;
/** The text of a heartbeat frame. */
export const CHAT_PING = 'ping';

export const CHAT_CONTENT_TYPE = { text: 0, goods: 1, order: 2, image: 3 } as const;
export const ChatContentTypeSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);
export type ChatContentType = z.infer<typeof ChatContentTypeSchema>;

/** Who wrote a message: 0 the buyer (consumer), 1 a servicer, 2 the automatic keyword reply. */
export const CHAT_SENDER = { consumer: 0, servicer: 1, robot: 2 } as const;

/** Conversation state: waiting for a servicer, being served, ended with bye. */
export const CHAT_STATUS = { waiting: 0, active: 1, ended: 2 } as const;

/** A client id handed out by the socket's `init` (128 random bits, hex). */
export const ChatClientIdSchema = z.string().regex(/^[0-9a-f]{32}$/);
/** The sender's own id of a message, so a resend is stored once. */
export const ChatClientMsgIdSchema = z.string().regex(/^[A-Za-z0-9-]{8,64}$/);
/** An image path answered by a chat image upload. */
export const ChatImagePathSchema = z
  .string()
  .regex(/^\/upload\/chat\/\d{6}\/[0-9a-f]{32}\.(jpg|png)$/);

/**
 * A goods card as it was sent: name, image and the price the chat's buyer saw on the goods page
 * then (member price when lower); no price when sale control hid it from that buyer (spec §6).
 */
export const ChatGoodsCardSchema = z.object({
  goods_id: z.number().int(),
  sku_id: z.number().int(),
  sku_name: z.string(),
  sku_image: z.string(),
  price: MoneySchema.optional(),
  spec_name: z.string(),
});
export type ChatGoodsCard = z.infer<typeof ChatGoodsCardSchema>;

/** An order card as it was sent. */
export const ChatOrderCardSchema = z.object({
  order_id: z.number().int(),
  order_no: z.string(),
  order_name: z.string(),
  order_status_name: z.string(),
  order_money: MoneySchema,
  goods_num: z.number().int(),
  sku_image: z.string(),
  create_time: z.number().int(),
});
export type ChatOrderCard = z.infer<typeof ChatOrderCardSchema>;

/**
 * One message (spec §3): the text or image path is in `consumer_say` for a buyer's message and
 * in `servicer_say` otherwise; `goods` / `order` carry the card of content types 1 and 2.
 * `create_time` is Unix seconds; `create_day` the shop's date (YYYY-MM-DD).
 */
export const ChatMessageSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  member_id: z.number().int(),
  servicer_id: z.number().int(),
  type: z.number().int(),
  content_type: ChatContentTypeSchema,
  consumer_say: z.string(),
  servicer_say: z.string(),
  goods_sku_id: z.number().int(),
  order_id: z.number().int(),
  goods: ChatGoodsCardSchema.nullable(),
  order: ChatOrderCardSchema.nullable(),
  nickname: z.string(),
  avatar: z.string(),
  logo: z.string(),
  shop_name: z.string(),
  create_day: z.string(),
  create_time: z.number().int(),
  client_msg_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

const siteShape = { site_id: IdSchema };

/** `/servicer/api/chat/bind`: ties the caller's socket to a shop; answers the servicer online. */
export const ChatBindBodySchema = bodySchema({ ...siteShape, client_id: ChatClientIdSchema });
export type ChatBindBody = z.input<typeof ChatBindBodySchema>;
/** `servicer_id` 0 = no servicer online (客服不在线). */
export const ChatBindSchema = z.object({
  servicer_id: z.number().int(),
  online_count: z.number().int(),
});
export type ChatBind = z.infer<typeof ChatBindSchema>;

/** Fields of a message to send, shared by the buyer's `say` and the workbench's. */
export const chatSayShape = {
  content_type: z.coerce.number().pipe(ChatContentTypeSchema),
  /** Text (content type 0) or image path (3). */
  message: z.string().max(2000).optional(),
  /** The goods SKU of a goods card (content type 1). */
  goods_id: IdSchema.optional(),
  order_id: IdSchema.optional(),
  client_msg_id: ChatClientMsgIdSchema.optional(),
};

/** The content checks of a message; `messageKey` names the problem (a locale key of `chat`). */
export function chatSayProblem(body: {
  content_type: number;
  message?: string | undefined;
  goods_id?: number | undefined;
  order_id?: number | undefined;
}): 'blank' | 'too_long' | 'goods_required' | 'order_required' | 'image_invalid' | null {
  switch (body.content_type) {
    case CHAT_CONTENT_TYPE.text:
      if (isBlankChatText(body.message ?? '')) return 'blank';
      return chatTextLength(body.message ?? '') > CHAT_TEXT_MAX ? 'too_long' : null;
    case CHAT_CONTENT_TYPE.goods:
      return body.goods_id ? null : 'goods_required';
    case CHAT_CONTENT_TYPE.order:
      return body.order_id ? null : 'order_required';
    default:
      return ChatImagePathSchema.safeParse(body.message ?? '').success ? null : 'image_invalid';
  }
}

/** `/servicer/api/chat/say`: a buyer's message to a shop (`servicer_id` is informative only). */
export const ChatSayBodySchema = bodySchema({
  ...siteShape,
  servicer_id: z.coerce.number().int().min(0).optional(),
  ...chatSayShape,
});
export type ChatSayBody = z.input<typeof ChatSayBodySchema>;

/** `/servicer/api/chat/setRead`: the buyer read everything of a shop. */
export const ChatSetReadBodySchema = bodySchema(siteShape);
export type ChatSetReadBody = z.input<typeof ChatSetReadBodySchema>;

/** `/servicer/api/chat/dialogs`: history with a shop, newest page first (page 1 = latest). */
export const ChatDialogsBodySchema = bodySchema({
  ...siteShape,
  servicer_id: z.coerce.number().int().min(0).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(CHAT_PAGE_SIZE),
});
export type ChatDialogsBody = z.input<typeof ChatDialogsBodySchema>;
/** A page of history: `list` oldest first within the page. */
export const ChatDialogsSchema = pageSchema(ChatMessageSchema);
export type ChatDialogs = z.infer<typeof ChatDialogsSchema>;

/** `/servicer/api/chat/hasServicers`. */
export const ChatHasServicersBodySchema = bodySchema(siteShape);
export type ChatHasServicersBody = z.input<typeof ChatHasServicersBodySchema>;
export const ChatHasServicersSchema = z.object({ online_count: z.number().int() });
export type ChatHasServicers = z.infer<typeof ChatHasServicersSchema>;

/** `/servicer/api/chat/bye`: ends the session with a shop (the dialog closed). */
export const ChatByeBodySchema = bodySchema({
  ...siteShape,
  client_id: ChatClientIdSchema.optional(),
});
export type ChatByeBody = z.input<typeof ChatByeBodySchema>;

/** `/servicer/api/chat/keyword`: the automatic replies used while no servicer is online. */
export const ChatKeywordBodySchema = bodySchema({ site_id: IdSchema.optional() });
export const ChatKeywordSchema = z.object({
  is_open: z.union([z.literal(0), z.literal(1)]),
  keyword_list: z.array(z.object({ keyword: z.string(), reply: z.string() })),
});
export type ChatKeyword = z.infer<typeof ChatKeywordSchema>;

/** `/servicer/api/chat/sessions`: the member's shop sessions (spec §3 shop), newest first. */
export const ChatShopSessionSchema = z.object({
  site_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  logo: z.string(),
  servicer_id: z.number().int(),
  online: z.union([z.literal(0), z.literal(1)]),
  unread: z.number().int(),
  last_message: ChatMessageSchema.nullable(),
});
export type ChatShopSession = z.infer<typeof ChatShopSessionSchema>;
export const ChatSessionsSchema = z.object({ list: z.array(ChatShopSessionSchema) });
export type ChatSessions = z.infer<typeof ChatSessionsSchema>;

/** `/servicer/api/chat/shop`: one shop as a session (opening a chat with a shop never talked to). */
export const ChatShopBodySchema = bodySchema(siteShape);
export type ChatShopBody = z.input<typeof ChatShopBodySchema>;

/** The answer of a chat image upload. */
export const ChatImageUploadSchema = z.object({ pic_path: ChatImagePathSchema });
