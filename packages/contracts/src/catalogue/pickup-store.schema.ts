import { z } from 'zod';
import { bodySchema, IdSchema } from '../common';

/*
 * A shop's pickup stores (门店, issue 17): where a 门店自提 order is collected and where a store's
 * verifiers (核销员) check pickup and virtual goods codes. Names and opening hours are written by
 * the shop in Chinese and, optionally, English; the storefront gets them in the request language.
 */

/** A pickup store as the buyer sees it (an open store of the shop). */
export const PickupStoreSchema = z.object({
  store_id: z.number().int(),
  site_id: z.number().int(),
  store_name: z.string(),
  telephone: z.string(),
  /** Region names, e.g. 江苏省 南京市 江宁区. */
  full_address: z.string(),
  address: z.string(),
  /** As the shop writes them, e.g. 周一至周六 08:30-20:00. */
  open_hours: z.string(),
});
export type PickupStore = z.infer<typeof PickupStoreSchema>;

/** `/api/store/lists`: the open pickup stores of shop `site_id`, in the shop's order. */
export const StoreListBodySchema = bodySchema({ site_id: IdSchema });
export type StoreListBody = z.input<typeof StoreListBodySchema>;
export const StoreListSchema = z.array(PickupStoreSchema);
