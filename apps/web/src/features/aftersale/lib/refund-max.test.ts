import { describe, expect, it } from 'vitest';
import { maxRefundYuan } from './refund-max';

describe('maxRefundYuan: what the form offers for a quantity', () => {
  const pool = { total: '35.00', num: 3, claimed_num: 0, claimed_money: '0.00', freight: '0.00' };
  it.each([
    { name: 'one unit: its share, rounded down', pool, num: 1, max: '11.66' },
    { name: 'every unit: the whole line', pool, num: 3, max: '35.00' },
    {
      name: 'the last unit after a smaller refund: what is left',
      pool: { ...pool, claimed_num: 2, claimed_money: '20.00' },
      num: 1,
      max: '15.00',
    },
    {
      name: 'the request refunding the whole order: the freight on top',
      pool: { ...pool, freight: '8.00' },
      num: 3,
      max: '43.00',
    },
    {
      name: 'the freight only with the last units',
      pool: { ...pool, freight: '8.00' },
      num: 2,
      max: '23.33',
    },
    { name: 'more units than are left', pool: { ...pool, claimed_num: 2 }, num: 2, max: '0.00' },
  ])('$name', ({ pool: p, num, max }) => {
    expect(maxRefundYuan({ pool: p }, num)).toBe(max);
  });
});
