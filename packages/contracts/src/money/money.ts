/**
 * Money is integer fen inside; the wire and the screen carry yuan with exactly 2 decimals.
 * See docs/adr/0001-money-in-fen.md.
 */
export type Fen = number;

/** 1234 -> "12.34"; -5 -> "-0.05". */
export function fenToYuan(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`fen must be a safe integer: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100);
  const cents = abs % 100;
  return `${sign}${yuan}.${cents.toString().padStart(2, '0')}`;
}

/** "12.3" -> 1230. Parses the decimal text exactly, never through a float. */
export function yuanToFen(yuan: string | number): Fen {
  const text = typeof yuan === 'number' ? yuan.toFixed(2) : yuan.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`not a money amount: ${text}`);
  const [, minus, whole = '0', frac = ''] = match;
  const fen = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return minus ? -fen : fen;
}
