import type { z } from 'zod';

/**
 * A stored-setting schema: every field optional, missing ones filled from `defaults`, so a shop
 * that has set only part of a setting still answers with the full shape.
 */
export function withDefaults<T extends z.ZodObject>(schema: T, defaults: z.infer<T>) {
  return schema.partial().transform((value): z.infer<T> => ({ ...defaults, ...value }));
}
