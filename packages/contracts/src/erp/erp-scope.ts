import { z } from 'zod';

/**
 * What an ERP key may do (issue 26): each open call names the one scope it needs, and a key
 * carries the scopes the administrator gave it.
 */
export const ERP_SCOPES = [
  'goods',
  'prices',
  'stock',
  'members',
  'credit',
  'orders:read',
  'orders:write',
] as const;
export const ErpScopeSchema = z.enum(ERP_SCOPES);
export type ErpScope = z.infer<typeof ErpScopeSchema>;
