import { withdrawFee } from '@shop/contracts/member';
import { fenToYuan, MoneyInputSchema, yuanToFen } from '@shop/contracts/money';

/**
 * What the apply form shows live for the typed amount (issue 16): the fee by the shop's rate and
 * what arrives, computed by the same function as the server; null while the text is no amount.
 */
export function withdrawAmounts(text: string | undefined, rateBp: number) {
  const parsed = MoneyInputSchema.safeParse(text ?? '');
  if (!parsed.success) return null;
  const amount = yuanToFen(parsed.data);
  const fee = withdrawFee(amount, rateBp);
  return { amount, fee: fenToYuan(fee), net: fenToYuan(amount - fee) };
}
