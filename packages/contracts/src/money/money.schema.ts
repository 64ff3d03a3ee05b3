import { z } from 'zod';

/** A money amount on the wire: yuan with exactly 2 decimals, e.g. "12.30". */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * A money amount a client sends: yuan with at most 2 decimals ("12", "12.3", "12.30"), at least
 * 0 and below 10 000 000 yuan. Converted to fen exactly with `yuanToFen`, never through a float.
 */
export const MoneyInputSchema = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,2})?$/);

/** A signed money amount a client sends (a balance adjustment): "-12.30", "5". */
export const SignedMoneyInputSchema = z
  .string()
  .trim()
  .regex(/^-?\d{1,7}(\.\d{1,2})?$/);
