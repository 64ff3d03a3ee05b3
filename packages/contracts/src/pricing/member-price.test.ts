import { describe, expect, it } from 'vitest';
import { baseFen, hasMemberPrice } from './member-price';

describe('member price (spec §6: shown when lower than the normal price)', () => {
  it.each(
    // prettier-ignore
    [
      ['no member price: 9.50', { priceFen: 950, memberPriceFen: null }, 950, false],
      ['member price 8.70 below 9.50', { priceFen: 950, memberPriceFen: 870 }, 870, true],
      ['member price equal to the price: not a member price', { priceFen: 950, memberPriceFen: 950 }, 950, false],
      ['member price above the price is ignored', { priceFen: 950, memberPriceFen: 990 }, 950, false],
      ['member price 0.00 (free) below 9.50', { priceFen: 950, memberPriceFen: 0 }, 0, true],
    ] as const,
  )('%s', (_, goods, base, isMember) => {
    expect(baseFen(goods)).toBe(base);
    expect(hasMemberPrice(goods)).toBe(isMember);
  });
});
