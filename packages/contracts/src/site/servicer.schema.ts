import { z } from 'zod';

const Flag = z.union([z.literal(0), z.literal(1)]);

/**
 * `/api/config/servicer` (spec §3 service config): customer service is offered on the PC site
 * when `open` and `open_pc` are both 1; `system` 1 means the built-in chat, otherwise `open_url`.
 */
export const ServicerConfigSchema = z.object({
  open: Flag,
  system: Flag,
  open_pc: Flag,
  open_url: z.string().max(500),
});
export type ServicerConfig = z.infer<typeof ServicerConfigSchema>;
