import { approvalNumberProblem, type GoodsKind } from '@shop/contracts/catalogue';
import type { FormRule } from 'antd';
import type { TFunction } from 'i18next';

/*
 * The editor's field checks (issue 25), the server's rules run before sending so a problem shows
 * beside its field at once; the server checks again and its refusal lands on the same field.
 */

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;
const CODE = /^[\w.-]*$/;

export const requiredRule = (t: TFunction, field: string): FormRule => ({
  required: true,
  whitespace: true,
  message: t('problems.required', { field: t(`fields.${field}`) }),
});

/** Yuan with at most 2 decimals; `optional` lets it be empty. */
export const moneyRule = (t: TFunction, optional = false): FormRule => ({
  validator: async (_, value: string | undefined) => {
    const text = (value ?? '').trim();
    if (text === '' && optional) return;
    if (!MONEY.test(text)) throw new Error(t('problems.money'));
  },
});

/** A price that may not exceed the SKU's price (member price). */
export const notAbovePriceRule = (t: TFunction, price: () => string): FormRule => ({
  validator: async (_, value: string | undefined) => {
    const text = (value ?? '').trim();
    const base = price().trim();
    if (text === '' || !MONEY.test(text) || !MONEY.test(base)) return;
    if (Number(text) > Number(base)) throw new Error(t('problems.above_price'));
  },
});

export const codeRule = (t: TFunction): FormRule => ({
  pattern: CODE,
  message: t('problems.code'),
});

/** 批准文号 for the chosen goods kind (`approvalNumberProblem`, shared with the server). */
export const approvalRule = (t: TFunction, kind: () => GoodsKind): FormRule => ({
  validator: async (_, value: string | undefined) => {
    const problem = approvalNumberProblem(kind(), value ?? '');
    if (problem) throw new Error(t(`problems.${problem}`));
  },
});
