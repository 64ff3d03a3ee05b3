import type { QuantityBounds } from '@shop/contracts/pricing';
import type { Refusal } from '../../lib/i18n/translate';
import type { SkuFacts } from './line-pricing.types';

const refuse = (key: Refusal['key'], params: Refusal['params'] = {}): Refusal => ({ key, params });

/**
 * The one judge of whether `num` units of a SKU may be bought (spec §5, §6): unknown, off-sale or
 * sale-controlled goods, no stock, the goods' 倍数, the per-order purchase limit, and the stock (with
 * `extraSameSku` exchange units of the same SKU). Where the buyer sets the quantity (cart add and
 * edit) `bounds` adds the min_buy steps and the wholesale maximum. A priced line's validity,
 * checkout, campaigns and the cart all ask it, so one cause always gives the buyer one message.
 */
export function skuQuantityRefusal(
  facts: SkuFacts,
  num: number,
  options: { extraSameSku?: number; bounds?: QuantityBounds } = {},
): Refusal | null {
  const { unit } = facts;
  const extra = options.extraSameSku ?? 0;
  if (facts.goodsId === 0) return refuse('cart.goods_unavailable');
  if (!facts.onSale) return refuse('cart.goods_off_sale');
  if (facts.licence)
    return refuse(`cart.licence_${facts.licence.reason}`, { scope: facts.licence.scope_name });
  if (!facts.mayBuy)
    return facts.notBuyMsg
      ? refuse('cart.not_buy_msg', { message: facts.notBuyMsg })
      : refuse('cart.not_for_sale');
  if (facts.stock <= 0) return refuse('cart.out_of_stock');
  const { bounds } = options;
  if (bounds && num < bounds.min) return refuse('cart.num_below_min', { min: bounds.min, unit });
  if (bounds && num % bounds.step !== 0)
    return refuse('cart.num_step', { step: bounds.step, unit });
  // issue 25: a goods' 倍数 holds wherever a quantity is judged (cart, checkout, campaigns).
  if (facts.numMultiple > 1 && num % facts.numMultiple !== 0)
    return refuse('cart.num_step', { step: facts.numMultiple, unit });
  const maxBuy = facts.maxBuyType === 1 && facts.maxBuy > 0 ? facts.maxBuy : 0;
  if (maxBuy > 0 && num > maxBuy) return refuse('cart.num_above_max_buy', { max: maxBuy, unit });
  if (bounds && num > bounds.max && bounds.max < facts.stock)
    return refuse('cart.num_above_max_buy', { max: bounds.max, unit });
  if (num + extra > facts.stock)
    return refuse('cart.num_above_stock', { max: Math.max(0, facts.stock - extra), unit });
  return null;
}
