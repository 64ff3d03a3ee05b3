import {
  confirmedPricesOf,
  type DeliveryType,
  type Invoice,
  type OrderCalculateBody,
  type OrderConfirm,
  type OrderCreateBody,
} from '@shop/contracts/order';
import { sourceBody, type OrderSource } from './order-source';

/**
 * The buyer's priced choices: the address and, per shop, delivery type, pickup store (门店自提;
 * null for the shop's first) and coupon (0 = none).
 */
export type CheckoutChoices = {
  address_id: number | null;
  shops: ShopChoices[];
};
type ShopChoices = {
  site_id: number;
  delivery_type: DeliveryType;
  store_id: number | null;
  coupon_id: number;
};

/** One shop's choices as the calls take them: a store only with 门店自提. */
const shopBody = ({ store_id, ...shop }: ShopChoices) => ({
  ...shop,
  ...(shop.delivery_type === 'store' && store_id !== null ? { store_id } : {}),
});

/** The choices the server priced (it may have dropped a coupon that no longer applies). */
export function choicesOf(confirm: OrderConfirm): CheckoutChoices {
  return {
    address_id: confirm.address?.id ?? null,
    shops: confirm.shops.map((shop) => ({
      site_id: shop.site_id,
      delivery_type: shop.delivery_type,
      store_id: shop.store_id,
      coupon_id: shop.coupon_id,
    })),
  };
}

/** The choices with one shop's delivery type or coupon changed. */
export function withShopChoice(
  choices: CheckoutChoices,
  siteId: number,
  change: Partial<Omit<ShopChoices, 'site_id'>>,
): CheckoutChoices {
  return {
    ...choices,
    shops: choices.shops.map((shop) => (shop.site_id === siteId ? { ...shop, ...change } : shop)),
  };
}

/** An address is needed unless every shop's goods are picked up at a store (or are virtual). */
export const needsAddress = (choices: CheckoutChoices): boolean =>
  choices.shops.some((shop) => shop.delivery_type !== 'store' && shop.delivery_type !== 'virtual');

/** `/api/ordercreate/calculate`: the same source with the choices that change the price. */
export function calculateBody(source: OrderSource, choices: CheckoutChoices): OrderCalculateBody {
  return {
    ...sourceBody(source),
    ...(choices.address_id ? { address_id: choices.address_id } : {}),
    shops: choices.shops.map(shopBody),
  };
}

/**
 * `/api/ordercreate/create`: the priced choices, buyer messages, invoice, the checkout's key and
 * the figures of the confirmation the buyer is looking at (`confirm`): the server refuses the
 * order when its prices differ from them.
 */
export function createBody(
  source: OrderSource,
  choices: CheckoutChoices,
  submit: {
    messages: Record<number, string>;
    invoice: Invoice | null;
    idempotencyKey: string;
    confirm: OrderConfirm;
  },
): OrderCreateBody {
  return {
    ...sourceBody(source),
    ...(choices.address_id ? { address_id: choices.address_id } : {}),
    shops: choices.shops.map((shop) => ({
      ...shopBody(shop),
      buyer_message: (submit.messages[shop.site_id] ?? '').trim(),
    })),
    invoice: submit.invoice,
    idempotency_key: submit.idempotencyKey,
    confirmed: confirmedPricesOf(submit.confirm),
  };
}
