import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';
import {
  CHAT_PAGE_SIZE_MAX,
  ChatMessageSchema,
  ChatOrderCardSchema,
  chatSayShape,
} from './chat.schema';

/** `/servicer/api/workbench/login`: a staff login (sets the staff session cookie). */
export const StaffLoginBodySchema = bodySchema({
  username: z.string().trim().min(1).max(30),
  password: z.string().min(1).max(64),
});
export type StaffLoginBody = z.input<typeof StaffLoginBodySchema>;

/** The logged-in servicer (`/servicer/api/workbench/info`, also the login's answer). */
export const StaffInfoSchema = z.object({
  staff_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  logo: z.string(),
  username: z.string(),
  nickname: z.string(),
  headimg: z.string(),
  /** 1 when taking chats (上线). */
  online: z.union([z.literal(0), z.literal(1)]),
});
export type StaffInfo = z.infer<typeof StaffInfoSchema>;

/** `/servicer/api/workbench/online`: go online (1) or offline (0). */
export const StaffOnlineBodySchema = bodySchema({
  online: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
});
export type StaffOnlineBody = z.input<typeof StaffOnlineBodySchema>;

/** Which conversations a list shows: waiting for a servicer, served, or ended. */
export const WorkbenchSessionStateSchema = z.enum(['waiting', 'active', 'ended']);
export type WorkbenchSessionState = z.infer<typeof WorkbenchSessionStateSchema>;

/** `/servicer/api/workbench/sessions`: the shop's conversations in one state, newest first. */
export const WorkbenchSessionsBodySchema = bodySchema({
  state: WorkbenchSessionStateSchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(50),
});
export type WorkbenchSessionsBody = z.input<typeof WorkbenchSessionsBodySchema>;

/** One conversation on the workbench: the buyer, who serves it, unread count, last message. */
export const WorkbenchSessionSchema = z.object({
  member_id: z.number().int(),
  nickname: z.string(),
  username: z.string(),
  headimg: z.string(),
  servicer_id: z.number().int(),
  state: WorkbenchSessionStateSchema,
  unread: z.number().int(),
  last_message: ChatMessageSchema.nullable(),
});
export type WorkbenchSession = z.infer<typeof WorkbenchSessionSchema>;
export const WorkbenchSessionsSchema = z.object({
  list: z.array(WorkbenchSessionSchema),
  count: z.number().int(),
  page_count: z.number().int(),
  /** Counts of every state, for the tab badges. */
  counts: z.object({
    waiting: z.number().int(),
    active: z.number().int(),
    ended: z.number().int(),
  }),
});
export type WorkbenchSessions = z.infer<typeof WorkbenchSessionsSchema>;

const memberShape = { member_id: IdSchema };

/** `/servicer/api/workbench/dialogs`: one buyer's history with the shop, newest page first. */
export const WorkbenchDialogsBodySchema = bodySchema({
  ...memberShape,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_SIZE_MAX).default(20),
});
export type WorkbenchDialogsBody = z.input<typeof WorkbenchDialogsBodySchema>;

/** `/servicer/api/workbench/say`: a servicer's reply (takes the conversation if waiting). */
export const WorkbenchSayBodySchema = bodySchema({ ...memberShape, ...chatSayShape });
export type WorkbenchSayBody = z.input<typeof WorkbenchSayBodySchema>;

/** `/servicer/api/workbench/setRead`, `/accept` and `/end`: one conversation. */
export const WorkbenchMemberBodySchema = bodySchema(memberShape);
export type WorkbenchMemberBody = z.input<typeof WorkbenchMemberBodySchema>;

/** `/servicer/api/workbench/member`: who the buyer is and their recent orders with the shop. */
export const WorkbenchMemberSchema = z.object({
  member_id: z.number().int(),
  username: z.string(),
  nickname: z.string(),
  headimg: z.string(),
  /** The buyer's type (单体药店, 诊所, ...) and level names; empty when none. */
  label_name: z.string(),
  level_name: z.string(),
  recent_orders: z.array(ChatOrderCardSchema),
});
export type WorkbenchMember = z.infer<typeof WorkbenchMemberSchema>;
