import { z } from 'zod';
import { bodySchema } from '../common';

/** Region levels: 1 province, 2 city, 3 district. */
export const AREA_LEVELS = [1, 2, 3] as const;

const PidField = z.coerce.number().int().min(0).max(999_999).default(0);
const LevelField = z.coerce.number().int().min(1).max(3).optional();

export const AreaSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  shortname: z.string(),
  level: z.number().int(),
});
export type Area = z.infer<typeof AreaSchema>;

/** `/api/address/lists`: the children of region `pid` (0 = provinces), optionally of one level. */
export const AreaListBodySchema = bodySchema({ pid: PidField, level: LevelField });
export const AreaListSchema = z.array(AreaSchema);

export type AreaNode = Area & { child_list?: AreaNode[] };
export const AreaNodeSchema: z.ZodType<AreaNode> = AreaSchema.extend({
  get child_list() {
    return z.array(AreaNodeSchema).optional();
  },
});
/**
 * `/api/address/city`: the region tree under `pid` down to level `level` (default 3), so a picker
 * can take a whole province at once or load level by level with `level` = the next level.
 */
export const AreaTreeBodySchema = bodySchema({ pid: PidField, level: LevelField });
export const AreaTreeSchema = z.array(AreaNodeSchema);
