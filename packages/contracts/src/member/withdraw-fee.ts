/**
 * The withdrawal fee (issue 16): the shop's rate in basis points (60 = 0.6 %) of the amount,
 * rounded half up to the fen; the member receives the amount less the fee. Pure, so the apply
 * page shows live exactly what the server will store.
 */
export function withdrawFee(amountFen: number, rateBp: number): number {
  if (amountFen <= 0 || rateBp <= 0) return 0;
  return Math.floor((amountFen * rateBp + 5000) / 10000);
}

/** A rate in basis points as the percentage shown to people: 60 -> "0.6". */
export const feeRatePercent = (rateBp: number): string => String(rateBp / 100);
