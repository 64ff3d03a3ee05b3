import { sql } from 'drizzle-orm';
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
import { shop } from './catalogue';
import { createdAt, updatedAt } from './columns';
import { member } from './member';

/**
 * A staff account (issue 15). `role`: admin, operator, finance, member_manager, servicer (answers
 * the chat from the workbench) or salesman (`STAFF_ROLES` in contracts). An account belongs to the
 * shop `site_id`; a platform account (`is_platform` 1) sees and acts for every shop.
 */
export const staff = pgTable(
  'staff',
  {
    staffId: serial('staff_id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => shop.siteId),
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: varchar('nickname', { length: 30 }).notNull(),
    headimg: text('headimg').notNull().default(''),
    /** A salesman's phone, shown to the members they serve. */
    mobile: varchar('mobile', { length: 20 }).notNull().default(''),
    /** The member login of a salesman (业务员), who opens their team pages in the member centre (0: none). */
    memberId: integer('member_id').notNull().default(0),
    role: varchar('role', { length: 20 }).notNull().default('servicer'),
    isPlatform: smallint('is_platform').notNull().default(0),
    /** 1 usable, 0 locked. */
    status: smallint('status').notNull().default(1),
    /** 1 when the servicer chose to take chats (上线) on the workbench. */
    online: smallint('online').notNull().default(0),
    /** Last sign of life of the servicer's socket: presence expires without it. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_username_uq').on(sql`lower(${t.username})`),
    index('staff_site_idx').on(t.siteId),
  ],
);

/** A staff login: only the token's hash is stored. */
export const staffToken = pgTable(
  'staff_token',
  {
    tokenId: serial('token_id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.staffId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The last call made with the token: a console session ends after an idle time. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** sha256 of the session's CSRF token, which console writes must echo in a header. */
    csrfHash: varchar('csrf_hash', { length: 64 }).notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_token_hash_uq').on(t.tokenHash),
    index('staff_token_staff_idx').on(t.staffId),
  ],
);

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
