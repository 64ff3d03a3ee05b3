import type { ConsoleSku, EditSkuBody } from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';

/**
 * The quick SKU edit's rules, the server's (`/staff/api/goods/editsku`, issue 15): money is yuan
 * of at most 2 decimals below 10 000 000 (contracts `MoneyInputSchema`), stock a whole number
 * 0..99 999 999, and the member price, when there is one, not above the price.
 */
export const MONEY_INPUT = /^\d{1,7}(\.\d{1,2})?$/;
export const STOCK_MAX = 99_999_999;

export type SkuEditValues = { price: string; member_price: string; stock: string };

export const skuEditValues = (sku: ConsoleSku): SkuEditValues => ({
  price: sku.price,
  member_price: sku.member_price ?? '',
  stock: String(sku.stock),
});

export type SkuEditProblem = 'money' | 'stock' | 'member_above_price';

/** What is wrong with one field of the form (`member_price` "" means none), or null. */
export function skuFieldProblem(
  field: keyof SkuEditValues,
  values: SkuEditValues,
): SkuEditProblem | null {
  const value = values[field].trim();
  if (field === 'stock')
    return /^\d{1,8}$/.test(value) && Number(value) <= STOCK_MAX ? null : 'stock';
  if (field === 'member_price' && value === '') return null;
  if (!MONEY_INPUT.test(value)) return 'money';
  if (field === 'member_price' && MONEY_INPUT.test(values.price.trim()))
    return yuanToFen(value) > yuanToFen(values.price.trim()) ? 'member_above_price' : null;
  return null;
}

/**
 * The call's body: only the fields that changed (amounts compared in fen, so "12.3" equals
 * "12.30"); null when nothing did.
 */
export function skuEditBody(sku: ConsoleSku, values: SkuEditValues): EditSkuBody | null {
  const body: EditSkuBody = { sku_id: sku.sku_id };
  const price = values.price.trim();
  const member = values.member_price.trim();
  const stock = Number(values.stock.trim());
  if (yuanToFen(price) !== yuanToFen(sku.price)) body.price = price;
  const memberFen = member === '' ? null : yuanToFen(member);
  const wasFen = sku.member_price === null ? null : yuanToFen(sku.member_price);
  if (memberFen !== wasFen) body.member_price = member;
  if (stock !== sku.stock) body.stock = stock;
  return Object.keys(body).length > 1 ? body : null;
}
