import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { shop } from '../catalogue/catalogue.tables';
import { member } from '../member/member.tables';

/**
 * The chat between one member and one shop. `status`: 0 waiting for a servicer, 1 served by
 * `servicer_id`, 2 ended (bye); the next message from the buyer makes it waiting again.
 */
export const chatConversation = pgTable(
  'chat_conversation',
  {
    conversationId: serial('conversation_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    memberId: integer('member_id')
      .notNull()
      .references(() => member.memberId),
    /** The staff id serving it; 0 while nobody has taken it. */
    servicerId: integer('servicer_id').notNull().default(0),
    status: smallint('status').notNull().default(0),
    /** Messages the member has not read yet, and the ones the shop has not read yet. */
    memberUnread: integer('member_unread').notNull().default(0),
    servicerUnread: integer('servicer_unread').notNull().default(0),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chat_conversation_site_member_uq').on(t.siteId, t.memberId),
    index('chat_conversation_member_idx').on(t.memberId, t.lastMessageAt),
    index('chat_conversation_site_idx').on(t.siteId, t.status, t.lastMessageAt),
  ],
);

/**
 * One chat message. `type` 0 from the buyer, 1 from a servicer, 2 an automatic (keyword) reply;
 * `content_type` 0 text, 1 goods, 2 order, 3 image. `content` is the text or the image path;
 * `card` is the goods or order as it was when sent. Ids grow in commit order (see chat-store).
 */
export const chatMessage = pgTable(
  'chat_message',
  {
    messageId: bigserial('message_id', { mode: 'number' }).primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversation.conversationId),
    siteId: integer('site_id').notNull(),
    memberId: integer('member_id').notNull(),
    servicerId: integer('servicer_id').notNull().default(0),
    type: smallint('type').notNull(),
    contentType: smallint('content_type').notNull(),
    content: text('content').notNull().default(''),
    goodsSkuId: integer('goods_sku_id'),
    orderId: integer('order_id'),
    card: jsonb('card'),
    /** The sender's own id for the message: a resend after a lost answer stores nothing twice. */
    clientMsgId: varchar('client_msg_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_message_conversation_idx').on(t.conversationId, t.messageId),
    index('chat_message_member_idx').on(t.memberId, t.messageId),
    index('chat_message_site_idx').on(t.siteId, t.messageId),
    uniqueIndex('chat_message_client_uq').on(t.conversationId, t.type, t.clientMsgId),
  ],
);
