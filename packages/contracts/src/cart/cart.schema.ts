import { z } from 'zod';

/** `/api/cart/count`: the member's number of cart lines (0 for a visitor). */
export const CartCountSchema = z.number().int().min(0);
export type CartCount = z.infer<typeof CartCountSchema>;
