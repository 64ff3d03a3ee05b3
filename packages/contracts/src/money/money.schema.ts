import { z } from 'zod';

/** A money amount on the wire: yuan with exactly 2 decimals, e.g. "12.30". */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
