import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';

/*
 * Pickup stores in the staff console (`/staff/api/store/*`, issue 17, permission store.manage):
 * a shop's account manages its own shop's stores, a platform account every shop's (another
 * shop's store is answered as not found). A store is closed, never deleted: its orders and
 * verification records keep pointing at it.
 */

/** 1 open (buyers may choose it at checkout), 0 closed. */
export const StoreOpenSchema = z.union([z.literal(0), z.literal(1)]);

/** `/staff/api/store/lists`: the stores, open ones first, searched by name, phone or address. */
export const ConsoleStoreListBodySchema = bodySchema({
  ...pageBodyShape(20),
  keyword: z.string().trim().max(30).optional(),
  is_open: z.coerce.number().pipe(StoreOpenSchema).optional(),
  site_id: IdSchema.optional(),
});
export type ConsoleStoreListBody = z.input<typeof ConsoleStoreListBodySchema>;

/** A store as the console edits it (both languages). Times are ms since the epoch. */
export const ConsoleStoreSchema = z.object({
  store_id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  store_name: z.string(),
  store_name_en: z.string(),
  telephone: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  full_address: z.string(),
  address: z.string(),
  open_hours: z.string(),
  open_hours_en: z.string(),
  is_open: StoreOpenSchema,
  verifier_count: z.number().int(),
  create_time: z.number().int(),
});
export type ConsoleStore = z.infer<typeof ConsoleStoreSchema>;

export const ConsoleStorePageSchema = pageSchema(ConsoleStoreSchema);
export type ConsoleStorePage = z.infer<typeof ConsoleStorePageSchema>;

/** A store's phone: a mobile or a landline, digits and dashes (025-52101234, 400-800-1234). */
export const STORE_PHONE_PATTERN = /^[0-9][0-9-]{5,18}[0-9]$/;

const storeFields = {
  store_name: z.string().trim().min(1).max(60),
  store_name_en: z.string().trim().max(120).default(''),
  telephone: z.string().trim().regex(STORE_PHONE_PATTERN),
  province_id: IdSchema,
  city_id: IdSchema,
  district_id: IdSchema,
  address: z.string().trim().min(1).max(120),
  open_hours: z.string().trim().min(1).max(60),
  open_hours_en: z.string().trim().max(120).default(''),
};

/**
 * `/staff/api/store/add`: a new open store. `site_id`: a shop's account may leave it out (its own
 * shop), a platform account must name the shop. Region ids form one province > city > district.
 */
export const StoreAddBodySchema = bodySchema({ ...storeFields, site_id: IdSchema.optional() });
export type StoreAddBody = z.input<typeof StoreAddBodySchema>;

/** `/staff/api/store/edit`: a store's name, phone, region, address and hours. */
export const StoreEditBodySchema = bodySchema({ store_id: IdSchema, ...storeFields });
export type StoreEditBody = z.input<typeof StoreEditBodySchema>;

/** `/staff/api/store/status`: opens or closes a store (a closed one is no longer chosen). */
export const StoreStatusBodySchema = bodySchema({
  store_id: IdSchema,
  is_open: z.coerce.number().pipe(StoreOpenSchema),
});
export type StoreStatusBody = z.input<typeof StoreStatusBodySchema>;

/** `/staff/api/store/verifiers`: one store. */
export const StoreIdBodySchema = bodySchema({ store_id: IdSchema });
export type StoreIdBody = z.input<typeof StoreIdBodySchema>;

/** A member who verifies codes at the store (核销员). */
export const StoreVerifierSchema = z.object({
  id: z.number().int(),
  store_id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  mobile: z.string(),
  verifier_name: z.string(),
  create_time: z.number().int(),
});
export type StoreVerifier = z.infer<typeof StoreVerifierSchema>;
export const StoreVerifierListSchema = z.array(StoreVerifierSchema);

/**
 * `/staff/api/store/bindverifier`: makes the member with username or mobile `account` a verifier
 * of the store; `verifier_name` is how the desk names them (their nickname when left empty).
 */
export const BindVerifierBodySchema = bodySchema({
  store_id: IdSchema,
  account: z.string().trim().min(1).max(30),
  verifier_name: z.string().trim().max(30).default(''),
});
export type BindVerifierBody = z.input<typeof BindVerifierBodySchema>;

/** `/staff/api/store/unbindverifier`: one verifier binding (`id` of the verifier list). */
export const UnbindVerifierBodySchema = bodySchema({ id: IdSchema });
export type UnbindVerifierBody = z.input<typeof UnbindVerifierBodySchema>;
