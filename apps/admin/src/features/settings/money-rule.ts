import { MoneyInputSchema, yuanToFen } from '@shop/contracts/money';
import type { Rule } from 'antd/es/form';

/** Yuan with at most 2 decimals, below 10 000 000: what the server takes as money. */
export const isMoney = (value: unknown): value is string =>
  MoneyInputSchema.safeParse(value).success;

/** A form rule for a yuan field the server takes; above zero when `positive`. */
export const moneyRule = (message: string, positive: boolean): Rule => ({
  required: true,
  validator: (_, value: unknown) =>
    isMoney(value) && (!positive || yuanToFen(value) > 0)
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
