import { describe, expect, it } from 'vitest';
import { campaignBuyState, campaignQuantity, liveStatus } from './groupbuy-campaign';

describe('liveStatus', () => {
  const window = { start_time: 1_000, end_time: 2_000 };
  it.each([
    ['not_started', 999, 'not_started'],
    ['not_started', 1_000, 'running'],
    ['running', 1_999, 'running'],
    ['running', 2_000, 'ended'],
    ['ended', 1_500, 'ended'],
  ] as const)('%s at %d is %s', (status, now, expected) => {
    expect(liveStatus({ ...window, status }, now)).toBe(expected);
  });
});

describe('campaignQuantity', () => {
  it('starts at the minimum and stops at the stock', () => {
    expect(campaignQuantity(5, 40, 99_999)).toEqual({ min: 5, max: 40 });
    expect(campaignQuantity(0, 3, 99_999)).toEqual({ min: 1, max: 3 });
    expect(campaignQuantity(5, 100, 50)).toEqual({ min: 5, max: 50 });
  });
  it('answers null when the stock cannot reach the minimum', () => {
    expect(campaignQuantity(10, 9, 99_999)).toBeNull();
  });
});

describe('campaignBuyState', () => {
  const member = {
    saleControl: { is_member_by: true },
    status: 'running' as const,
    goodsMin: 5,
    goodsLimit: 10,
    bought: 4,
    stockLeft: 20,
    stock: 50,
  };
  it('lets a member buy a running campaign', () => {
    expect(campaignBuyState(member)).toBe('running');
    expect(campaignBuyState({ ...member, goodsLimit: 0, stockLeft: null })).toBe('running');
  });
  it.each([
    [{ saleControl: undefined }, 'login'],
    [{ saleControl: { is_member_by: false } }, 'no_permission'],
    [{ status: 'not_started' as const }, 'not_started'],
    [{ status: 'ended' as const }, 'ended'],
    [{ bought: 10 }, 'limit'],
    [{ stockLeft: 0 }, 'stock'],
    [{ stock: 4 }, 'stock'],
  ])('%j → %s', (change, expected) => {
    expect(campaignBuyState({ ...member, ...change })).toBe(expected);
  });
});
