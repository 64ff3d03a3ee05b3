import { SALE_CONTROL_LIST_TYPES, type SaleControlListType } from '@shop/contracts/catalogue';

/** Spec §2: /sacontrol (控销专区, goods reserved for the member) and /cacontrelist (控销商品). */
export const SALE_CONTROL_PATHS: Record<SaleControlListType, string> = {
  [SALE_CONTROL_LIST_TYPES.allowed]: '/sacontrol',
  [SALE_CONTROL_LIST_TYPES.refused]: '/cacontrelist',
};

/** The page number of a `?page=` value: a positive integer, else 1. */
export function listPageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The login address that brings the buyer back to `path` afterwards. */
export const loginPathFor = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
