import { fenToYuan, yuanToFen } from '@shop/contracts/money';

/** The currency sign, written here once. */
export const YUAN_SIGN = '¥';

/**
 * "¥1,234.50" from the wire's yuan ("1234.5", "1234.50" or 1234.5), exact to the fen: parsed to
 * integer fen and printed back, never through float arithmetic (ADR 0001; money always shows 2
 * decimals). Thousands are grouped, as finance staff read figures; below zero the sign leads.
 */
export function formatYuan(value: string | number): string {
  const fen = yuanToFen(value);
  const [whole = '0', cents = '00'] = fenToYuan(Math.abs(fen)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fen < 0 ? '-' : ''}${YUAN_SIGN}${grouped}.${cents}`;
}
