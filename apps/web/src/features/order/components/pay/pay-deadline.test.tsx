import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { payCountdown } from './pay-countdown';
import { PayDeadline } from './pay-deadline';

/** 2026-11-22 09:00:00 in China time. */
const NOW = Date.UTC(2026, 10, 22, 1, 0, 0);
const MIN = 60_000;

describe('payCountdown', () => {
  it('reads the deadline in China time, with the date when it is another day', () => {
    expect(payCountdown(NOW + 125 * MIN + 30_000, NOW)).toEqual({
      clock: '11:05',
      hours: 2,
      minutes: 5,
      underMinute: false,
      expired: false,
    });
    expect(payCountdown(NOW + 24 * 60 * MIN, NOW)).toMatchObject({
      clock: '11-23 09:00',
      hours: 24,
      minutes: 0,
    });
    expect(payCountdown(NOW + 20_000, NOW)).toMatchObject({ underMinute: true, expired: false });
    expect(payCountdown(NOW - 1, NOW)).toMatchObject({ hours: 0, minutes: 0, expired: true });
  });
});

describe('PayDeadline', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW, toFake: ['Date', 'setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  const text = () => screen.getByTestId('pay-deadline').textContent;

  it('counts down live until the orders close', () => {
    render(<PayDeadline closeTime={NOW + 125 * MIN + 30_000} />);
    expect(text()).toBe('请在 11:05 前完成支付（剩余 2小时5分），超时订单将自动取消');
    act(() => {
      vi.advanceTimersByTime(31_000);
    });
    expect(text()).toBe('请在 11:05 前完成支付（剩余 2小时4分），超时订单将自动取消');
    act(() => {
      vi.advanceTimersByTime(125 * MIN - 31_000 - 10_000);
    });
    expect(text()).toBe('请在 11:05 前完成支付（剩余 不足1分钟），超时订单将自动取消');
    act(() => {
      vi.advanceTimersByTime(41_000);
    });
    expect(text()).toBe('支付已超时，订单将自动取消');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('shows minutes only in the last hour', () => {
    render(<PayDeadline closeTime={NOW + 42 * MIN} />);
    expect(text()).toBe('请在 09:42 前完成支付（剩余 42分钟），超时订单将自动取消');
  });
});
