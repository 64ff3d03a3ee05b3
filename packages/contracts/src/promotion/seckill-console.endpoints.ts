import { IdResultSchema } from '../common';
import { defineStaffEndpoint } from '../staff/staff-endpoint';
import {
  ConsoleSeckillDetailSchema,
  ConsoleSeckillListBodySchema,
  ConsoleSeckillPageSchema,
  ConsoleSeckillTimeListBodySchema,
  ConsoleSeckillTimeListSchema,
  SeckillAddBodySchema,
  SeckillEditBodySchema,
  SeckillIdBodySchema,
  SeckillTimeAddBodySchema,
  SeckillTimeEditBodySchema,
  SeckillTimeIdBodySchema,
} from './seckill-console.schema';

/* Seckill slots and seckills in the console (issue 27): `promotion.manage`. */

const manage = 'promotion.manage' as const;

export const consoleSeckillTimeListEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/timelists',
  body: ConsoleSeckillTimeListBodySchema,
  data: ConsoleSeckillTimeListSchema,
  permission: manage,
});
export const consoleSeckillTimeAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/timeadd',
  body: SeckillTimeAddBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleSeckillTimeEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/timeedit',
  body: SeckillTimeEditBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleSeckillTimeDeleteEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/timedelete',
  body: SeckillTimeIdBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleSeckillListEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/lists',
  body: ConsoleSeckillListBodySchema,
  data: ConsoleSeckillPageSchema,
  permission: manage,
});
export const consoleSeckillDetailEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/detail',
  body: SeckillIdBodySchema,
  data: ConsoleSeckillDetailSchema,
  permission: manage,
});
export const consoleSeckillAddEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/add',
  body: SeckillAddBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleSeckillEditEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/edit',
  body: SeckillEditBodySchema,
  data: IdResultSchema,
  permission: manage,
});
export const consoleSeckillCloseEndpoint = defineStaffEndpoint({
  path: '/staff/api/seckill/close',
  body: SeckillIdBodySchema,
  data: IdResultSchema,
  permission: manage,
});
