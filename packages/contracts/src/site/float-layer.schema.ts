import { z } from 'zod';

/**
 * How often the float layer shows (spec §4): 1 once, 2 every visit, 3 once per 24 hours.
 */
export const FloatLayerType = { ONCE: 1, ALWAYS: 2, DAILY: 3 } as const;

/** `/api/pc/floatLayer`: a centred promotional image shown between startTime and endTime. */
export const FloatLayerSchema = z.object({
  is_show: z.union([z.literal(0), z.literal(1)]),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** Milliseconds since the epoch. */
  startTime: z.number().int(),
  endTime: z.number().int(),
  img_url: z.string().max(500),
  /** Where a click goes: an in-site path or an external address (empty: no link). */
  link: z.object({ url: z.string().max(500) }),
  title: z.string().max(100),
});
export type FloatLayer = z.infer<typeof FloatLayerSchema>;
