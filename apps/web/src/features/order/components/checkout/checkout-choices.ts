import {
  confirmedPricesOf,
  type DeliveryType,
  type Invoice,
  type OrderCalculateBody,
  type OrderConfirm,
  type OrderCreateBody,
} from '@shop/contracts/order';
import { sourceBody, type OrderSource } from './order-source';

/** The buyer's priced choices: the address and, per shop, delivery type and coupon (0 = none). */
export type CheckoutChoices = {
  address_id: number | null;
  shops: { site_id: number; delivery_type: DeliveryType; coupon_id: number }[];
};

/** The choices the server priced (it may have dropped a coupon that no longer applies). */
export function choicesOf(confirm: OrderConfirm): CheckoutChoices {
  return {
    address_id: confirm.address?.id ?? null,
    shops: confirm.shops.map((shop) => ({
      site_id: shop.site_id,
      delivery_type: shop.delivery_type,
      coupon_id: shop.coupon_id,
    })),
  };
}

/** The choices with one shop's delivery type or coupon changed. */
export function withShopChoice(
  choices: CheckoutChoices,
  siteId: number,
  change: Partial<{ delivery_type: DeliveryType; coupon_id: number }>,
): CheckoutChoices {
  return {
    ...choices,
    shops: choices.shops.map((shop) => (shop.site_id === siteId ? { ...shop, ...change } : shop)),
  };
}

/** An address is needed unless every shop's goods are picked up at the store. */
export const needsAddress = (choices: CheckoutChoices): boolean =>
  choices.shops.some((shop) => shop.delivery_type !== 'store');

/** `/api/ordercreate/calculate`: the same source with the choices that change the price. */
export function calculateBody(source: OrderSource, choices: CheckoutChoices): OrderCalculateBody {
  return {
    ...sourceBody(source),
    ...(choices.address_id ? { address_id: choices.address_id } : {}),
    shops: choices.shops.map((shop) => ({ ...shop })),
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
      ...shop,
      buyer_message: (submit.messages[shop.site_id] ?? '').trim(),
    })),
    invoice: submit.invoice,
    idempotency_key: submit.idempotencyKey,
    confirmed: confirmedPricesOf(submit.confirm),
  };
}
