import { describe, expect, it } from 'vitest';
import { nextStepKey, orderProgress } from './order-progress';
import { orderDetail } from './test-orders';

const t0 = Date.UTC(2026, 10, 22, 0, 0, 0);
const log = (action: string, minutes: number) => ({
  action,
  action_name: action,
  remark: '',
  create_time: t0 + minutes * 60_000,
});

describe('the progress of an order', () => {
  it('waits for payment after the submit', () => {
    const p = orderProgress(
      orderDetail({ order_status: 0, create_time: t0, logs: [log('create', 0)] }),
    );
    expect(p.steps.map((s) => s.key)).toEqual(['submit', 'pay', 'send', 'receive', 'complete']);
    expect(p.current).toBe(1);
    expect(p.status).toBe('process');
    expect(p.steps.map((s) => s.time)).toEqual([t0, null, null, null, null]);
  });

  it('takes the pay time from the order, later steps from the log', () => {
    const paid = orderProgress(
      orderDetail({ order_status: 1, create_time: t0, pay_time: t0 + 60_000, logs: [] }),
    );
    expect(paid.current).toBe(2);
    expect(paid.steps[1]?.time).toBe(t0 + 60_000);

    const shipped = orderProgress(
      orderDetail({
        order_status: 3,
        create_time: t0,
        pay_time: t0 + 60_000,
        logs: [log('create', 0), log('pay', 1), log('deliver', 30)],
      }),
    );
    expect(shipped.current).toBe(3);
    expect(shipped.steps[2]?.time).toBe(t0 + 30 * 60_000);
    expect(shipped.steps[3]?.time).toBeNull();
  });

  it('finishes a completed order, the receipt time standing for completion', () => {
    const p = orderProgress(
      orderDetail({
        order_status: 10,
        create_time: t0,
        pay_time: t0,
        logs: [log('deliver', 5), log('takedelivery', 50)],
      }),
    );
    expect(p.status).toBe('finish');
    expect(p.current).toBe(4);
    expect(p.steps[4]?.time).toBe(t0 + 50 * 60_000);
  });

  it('has no shipment for an order collected with a code: 提货, or 核销 for virtual goods', () => {
    const waiting = orderProgress(
      orderDetail({ delivery_type: 'store', order_status: 1, create_time: t0, pay_time: t0 }),
    );
    expect(waiting.steps.map((s) => s.key)).toEqual(['submit', 'pay', 'pickup', 'complete']);
    expect(waiting.current).toBe(2);
    expect(waiting.status).toBe('process');

    const redeemed = orderProgress(
      orderDetail({
        delivery_type: 'virtual',
        order_status: 10,
        create_time: t0,
        pay_time: t0,
        logs: [log('pay', 0), log('pickup', 90)],
      }),
    );
    expect(redeemed.steps.map((s) => s.key)).toEqual(['submit', 'pay', 'verify', 'complete']);
    expect(redeemed.status).toBe('finish');
    expect(redeemed.steps.map((s) => s.time)).toEqual([t0, t0, t0 + 90 * 60_000, t0 + 90 * 60_000]);
  });

  it('shows a closed order as submitted then cancelled', () => {
    const p = orderProgress(
      orderDetail({ order_status: -1, create_time: t0, close_time: t0 + 600_000 }),
    );
    expect(p.steps).toEqual([
      { key: 'submit', time: t0 },
      { key: 'closed', time: t0 + 600_000 },
    ]);
    expect(p.status).toBe('error');
  });

  it('says what happens next for each status', () => {
    expect([0, 1, 3, 10, -1, 7].map((s) => nextStepKey(s))).toEqual([
      'waitPay',
      'waitSend',
      'waitConfirm',
      'completed',
      'closed',
      'other',
    ]);
  });

  it('says a voucher under review waits for the shop, not for payment', () => {
    expect(nextStepKey(0, true)).toBe('reviewing');
    expect(nextStepKey(1, true)).toBe('waitSend');
    expect(nextStepKey(1, false, 'store')).toBe('waitPickup');
    expect(nextStepKey(1, false, 'express')).toBe('waitSend');
    expect(nextStepKey(10, false, 'store')).toBe('completed');
  });
});
