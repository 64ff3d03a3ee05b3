import { describe, expect, it } from 'vitest';
import { createBody, type CheckoutChoices } from './checkout-choices';
import { SubmitKey } from './idempotency-key';
import { confirm } from './order-confirm.testing';

const counter = () => {
  let n = 0;
  return () => `key-000000000000000${++n}`;
};

const choices: CheckoutChoices = {
  address_id: 3,
  shops: [{ site_id: 1, delivery_type: 'express', store_id: null, coupon_id: 0 }],
};

describe('SubmitKey', () => {
  it('makes one key when the checkout loads and keeps it for a repeated submit', () => {
    const key = new SubmitKey(counter());
    const first = key.current;
    expect(key.current).toBe(first);
    expect(key.current).toBe(first);
  });

  it('keeps the key after a lost answer, so the retry returns the first order', () => {
    const key = new SubmitKey(counter());
    const first = key.current;
    key.lostAnswer();
    expect(key.current).toBe(first);
  });

  it('takes a fresh key after a refusal (nothing was created with the old one)', () => {
    const key = new SubmitKey(counter());
    const first = key.current;
    key.refused();
    expect(key.current).not.toBe(first);
  });

  it('never replaces a key whose answer was lost, even after a later refusal', () => {
    const key = new SubmitKey(counter());
    const first = key.current;
    key.lostAnswer();
    key.refused();
    expect(key.current).toBe(first);
  });

  it('makes keys the contract accepts by default (crypto.randomUUID)', () => {
    expect(new SubmitKey().current).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });
});

describe('createBody', () => {
  it('sends the source, choices, trimmed messages, invoice, the key and the figures shown', () => {
    expect(
      createBody({ kind: 'cart', cart_ids: [5, 6] }, choices, {
        messages: { 1: ' 周末不收货 ' },
        invoice: null,
        idempotencyKey: 'k'.repeat(20),
        confirm: confirm(),
      }),
    ).toEqual({
      cart_ids: [5, 6],
      address_id: 3,
      shops: [{ site_id: 1, delivery_type: 'express', coupon_id: 0, buyer_message: '周末不收货' }],
      invoice: null,
      idempotency_key: 'k'.repeat(20),
      confirmed: {
        order_money: '38.00',
        lines: [
          {
            sku_id: 11,
            bl_id: 0,
            num: 2,
            price: '20.00',
            discount_price: '15.00',
            real_goods_money: '30.00',
          },
        ],
      },
    });
  });

  it('leaves out a missing address', () => {
    const body = createBody(
      { kind: 'sku', sku_id: 9, num: 2 },
      { ...choices, address_id: null },
      { messages: {}, invoice: null, idempotencyKey: 'x'.repeat(16), confirm: confirm() },
    );
    expect(body).not.toHaveProperty('address_id');
    expect(body).toMatchObject({ sku_id: 9, num: 2 });
  });
});
