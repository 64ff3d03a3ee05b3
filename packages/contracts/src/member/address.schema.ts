import { z } from 'zod';
import { bodySchema, IdSchema, pageBodyShape, pageSchema } from '../common';

/** Most delivery addresses one member keeps. */
export const ADDRESS_MAX = 20;

/** A delivery address (`/api/memberaddress/*`). */
export const AddressSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  telephone: z.string(),
  province_id: z.number().int(),
  city_id: z.number().int(),
  district_id: z.number().int(),
  address: z.string(),
  /** Region names, e.g. 广东省 广州市 天河区. */
  full_address: z.string(),
  is_default: z.number().int(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressPageBodySchema = bodySchema(pageBodyShape(ADDRESS_MAX, ADDRESS_MAX));
export const AddressPageSchema = pageSchema(AddressSchema);
export type AddressPage = z.infer<typeof AddressPageSchema>;

export const AddressIdBodySchema = bodySchema({ id: IdSchema });
export type AddressIdBody = z.input<typeof AddressIdBodySchema>;

const addressFields = {
  name: z.string().trim().min(1).max(30),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/),
  telephone: z.string().trim().max(20).default(''),
  province_id: IdSchema,
  city_id: IdSchema,
  district_id: IdSchema,
  address: z.string().trim().min(1).max(120),
  is_default: z.coerce.number().int().min(0).max(1).default(0),
};

/** `/api/memberaddress/add`. Region ids must form one province > city > district chain. */
export const AddressAddBodySchema = bodySchema(addressFields);
export type AddressAddBody = z.input<typeof AddressAddBodySchema>;

/** `/api/memberaddress/edit`. */
export const AddressEditBodySchema = bodySchema({ id: IdSchema, ...addressFields });
export type AddressEditBody = z.input<typeof AddressEditBodySchema>;
