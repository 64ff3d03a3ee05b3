import { z } from 'zod';
import { bodySchema, IdSchema, PageBodyShape, pageSchema } from '../common';

/** An article entry inside a help class (spec §3 help class child_list). */
export const HelpLinkSchema = z.object({
  id: z.number().int(),
  title: z.string().max(100),
  /** When set, the article opens this address instead of `/cms/help-{id}`. */
  link_address: z.string().max(500),
});
export type HelpLink = z.infer<typeof HelpLinkSchema>;

/** `/api/helpclass/lists`: classes in display order, each with its visible articles. */
export const HelpClassSchema = z.object({
  class_id: z.number().int(),
  class_name: z.string().max(50),
  child_list: z.array(HelpLinkSchema),
});
export type HelpClass = z.infer<typeof HelpClassSchema>;
export const HelpClassListSchema = z.array(HelpClassSchema);

/** `/api/help/page` request: one class's articles (all classes when class_id is absent). */
export const HelpPageBodySchema = bodySchema({ class_id: IdSchema.optional(), ...PageBodyShape });
export type HelpPageBody = z.infer<typeof HelpPageBodySchema>;

/** `create_time` is milliseconds since the epoch. */
export const HelpPageItemSchema = HelpLinkSchema.extend({
  class_id: z.number().int(),
  create_time: z.number().int(),
});
export type HelpPageItem = z.infer<typeof HelpPageItemSchema>;
export const HelpPageSchema = pageSchema(HelpPageItemSchema);

/** `/api/help/info` request. */
export const HelpInfoBodySchema = bodySchema({ id: IdSchema });
export type HelpInfoBody = z.infer<typeof HelpInfoBodySchema>;

/** `/api/help/info`: one article; `content` is plain text, paragraphs separated by newlines. */
export const HelpInfoSchema = HelpPageItemSchema.extend({
  class_name: z.string().max(50),
  content: z.string().max(50_000),
});
export type HelpInfo = z.infer<typeof HelpInfoSchema>;
