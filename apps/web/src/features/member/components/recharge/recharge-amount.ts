import { yuanToFen } from '@shop/contracts/money';

/** Why a typed amount cannot be recharged (a locale key and its values), or null when it can. */
export function rechargeAmountRefusal(
  text: string,
  limits: { min_amount: string; max_amount: string },
): { key: string; values?: Record<string, string> } | null {
  const trimmed = text.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return { key: 'recharge.invalidAmount' };
  const fen = yuanToFen(trimmed);
  if (fen < yuanToFen(limits.min_amount))
    return { key: 'recharge.belowMin', values: { min: limits.min_amount } };
  if (fen > yuanToFen(limits.max_amount))
    return { key: 'recharge.aboveMax', values: { max: limits.max_amount } };
  return null;
}
