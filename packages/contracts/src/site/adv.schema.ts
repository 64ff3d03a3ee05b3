import { z } from 'zod';
import { bodySchema } from '../common';

/** Advert position keywords the storefront shows. */
export const ADV_KEYWORDS = {
  topBanner: 'NS_PC_TOP_BANNER',
  indexCarousel: 'NS_PC_INDEX',
  login: 'NS_PC_LOGIN',
} as const;

export const ADV_KEYWORD_MAX = 64;

export const AdvDetailBodySchema = bodySchema({
  keyword: z.string().trim().min(1).max(ADV_KEYWORD_MAX),
});
export type AdvDetailBody = z.infer<typeof AdvDetailBodySchema>;

/** A link target: an in-site path (`/list?...`) or an external address (`https://...`). */
export const UrlObjectSchema = z.object({ url: z.string().max(500) });
export type UrlObject = z.infer<typeof UrlObjectSchema>;

export const AdvPositionSchema = z.object({
  ap_id: z.number().int(),
  keyword: z.string().max(ADV_KEYWORD_MAX),
  ap_name: z.string().max(100),
  width: z.number().int(),
  height: z.number().int(),
  background: z.string().max(20),
});
export type AdvPosition = z.infer<typeof AdvPositionSchema>;

export const AdvSchema = z.object({
  adv_id: z.number().int(),
  adv_title: z.string().max(100),
  adv_image: z.string().max(500),
  adv_url: UrlObjectSchema,
  background: z.string().max(20),
});
export type Adv = z.infer<typeof AdvSchema>;

/** `/api/adv/detail`: the position (null when the keyword is unknown) and its live adverts. */
export const AdvDetailSchema = z.object({
  adv_position: AdvPositionSchema.nullable(),
  adv_list: z.array(AdvSchema),
});
export type AdvDetail = z.infer<typeof AdvDetailSchema>;
