import { z } from 'zod';

/** `/api/pc/navList` entry; `nav_url` is JSON text holding `{ "url": "..." }` (spec §3). */
export const NavEntrySchema = z.object({
  id: z.number().int(),
  nav_title: z.string().max(50),
  nav_icon: z.string().max(500),
  nav_url: z.string().max(600),
  is_blank: z.union([z.literal(0), z.literal(1)]),
});
export type NavEntry = z.infer<typeof NavEntrySchema>;

export const NavListSchema = z.array(NavEntrySchema);
