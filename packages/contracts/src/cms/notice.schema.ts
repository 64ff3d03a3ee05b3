import { z } from 'zod';
import { bodySchema, IdSchema, PageBodyShape, pageSchema } from '../common';

/** `/api/notice/page` request: one page of notices, pinned ones first, then the newest. */
export const NoticePageBodySchema = bodySchema({ ...PageBodyShape });
export type NoticePageBody = z.infer<typeof NoticePageBodySchema>;

/** A notice in the list; `is_top` marks a pinned (置顶) notice, `create_time` is ms since the epoch. */
export const NoticeItemSchema = z.object({
  id: z.number().int(),
  title: z.string().max(100),
  is_top: z.boolean(),
  create_time: z.number().int(),
});
export type NoticeItem = z.infer<typeof NoticeItemSchema>;
export const NoticePageSchema = pageSchema(NoticeItemSchema);
export type NoticePage = z.infer<typeof NoticePageSchema>;

/** `/api/notice/info` request. */
export const NoticeInfoBodySchema = bodySchema({ id: IdSchema });
export type NoticeInfoBody = z.infer<typeof NoticeInfoBodySchema>;

/** The notice before or after one in the list order (for "上一篇 / 下一篇"). */
export const NoticeNeighbourSchema = z.object({ id: z.number().int(), title: z.string().max(100) });
export type NoticeNeighbour = z.infer<typeof NoticeNeighbourSchema>;

/**
 * `/api/notice/info`: one notice; `content` is plain text, paragraphs separated by newlines.
 * `prev` / `next` are its neighbours in the list order, null at either end.
 */
export const NoticeInfoSchema = NoticeItemSchema.extend({
  content: z.string().max(50_000),
  prev: NoticeNeighbourSchema.nullable(),
  next: NoticeNeighbourSchema.nullable(),
});
export type NoticeInfo = z.infer<typeof NoticeInfoSchema>;
