import { fenToYuan, yuanToFen } from '@shop/contracts/money';

/** A money amount as the server sends it: yuan text ("12.50", "12.5") or a number (12.5). */
export type Yuan = string | number;

/** The currency sign, written here once. */
export const YUAN_SIGN = '¥';

/**
 * "¥1234.50" from the server's yuan, exact to the fen: the text is parsed to integer fen and
 * printed back, never through float arithmetic (ADR 0001; spec §9: prices and sales money to 2
 * decimals), the way both apps print money: no thousands separators, as the storefront always
 * has. Below zero the sign leads ("-¥3.00"); `sign` marks a breakdown row's reduction
 * ("-¥3.00") or charge ("+¥10.00") of a positive amount.
 */
export function formatYuan(value: Yuan, sign: '' | '-' | '+' = ''): string {
  const fen = yuanToFen(value);
  const lead = fen < 0 ? '-' : sign;
  return `${lead}${YUAN_SIGN}${fenToYuan(Math.abs(fen))}`;
}

/**
 * A coupon's face value without zero cents, as coupons print it: "20.00" -> "20",
 * "9.50" -> "9.5". Not for prices, which always show 2 decimals.
 */
export const shortYuan = (value: Yuan) => fenToYuan(yuanToFen(value)).replace(/\.?0+$/, '');
