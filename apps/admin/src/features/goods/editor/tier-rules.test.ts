import { describe, expect, it } from 'vitest';
import { tierRowsProblem } from './tier-rules';

describe('wholesale tier check (issue 25: ascending quantities, falling prices)', () => {
  it.each([
    ['no tiers', [], '10.00', null],
    [
      '10 → 9.00, 50 → 8.00 under 10.00',
      [
        { num: 10, price: '9.00' },
        { num: 50, price: '8.00' },
      ],
      '10.00',
      null,
    ],
    ['a quantity of 1', [{ num: 1, price: '9.00' }], '10.00', { problem: 'tier_num', index: 0 }],
    [
      'a missing quantity',
      [
        { num: 10, price: '9.00' },
        { num: null, price: '8.00' },
      ],
      '10.00',
      { problem: 'tier_num', index: 1 },
    ],
    ['a bad price', [{ num: 10, price: '9.001' }], '10.00', { problem: 'tier_price', index: 0 }],
    [
      'quantities falling',
      [
        { num: 50, price: '9.00' },
        { num: 10, price: '8.00' },
      ],
      '10.00',
      { problem: 'tier_num_order', index: 1 },
    ],
    [
      'the same quantity twice',
      [
        { num: 10, price: '9.00' },
        { num: 10, price: '8.00' },
      ],
      '10.00',
      { problem: 'tier_num_order', index: 1 },
    ],
    [
      'prices rising',
      [
        { num: 10, price: '8.00' },
        { num: 50, price: '9.00' },
      ],
      '10.00',
      { problem: 'tier_price_order', index: 1 },
    ],
    [
      'a tier at the price',
      [{ num: 10, price: '10.00' }],
      '10.00',
      { problem: 'tier_price_above', index: 0 },
    ],
    ['no price yet: the order still checked later', [{ num: 10, price: '9.00' }], '', null],
  ] as const)('%s', (_case, tiers, price, problem) => {
    expect(tierRowsProblem(tiers, price)).toEqual(problem);
  });
});
