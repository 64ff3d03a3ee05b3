import { describe, expect, it } from 'vitest';
import { linesPaidFen, refundCap, type RefundableLine } from './refundable';
import { seededRandom } from '../common/seeded-random';

const line = (num: number, real: number, coupon = 0, manjian = 0): RefundableLine => ({
  num,
  realGoodsMoneyFen: real,
  couponMoneyFen: coupon,
  manjianMoneyFen: manjian,
});

describe('linesPaidFen: what each line charged, freight included', () => {
  it.each([
    { lines: [line(1, 1000)], freight: 0, paid: [1000] },
    { lines: [line(2, 1000, 100), line(1, 500, 50)], freight: 0, paid: [900, 450] },
    // Freight 10.00 over goods paid 9.00 and 4.50: 6.67 and 3.33 (largest remainder).
    { lines: [line(2, 1000, 100), line(1, 500, 50)], freight: 1000, paid: [1567, 783] },
    // An exchange line charging 0.01 takes a tiny share.
    { lines: [line(3, 2999, 0, 300), line(1, 1)], freight: 800, paid: [3499, 1] },
    // All lines free (a points exchange): freight split evenly.
    { lines: [line(1, 0), line(1, 0)], freight: 1001, paid: [501, 500] },
  ])('$paid', ({ lines, freight, paid }) => {
    expect(linesPaidFen(lines, freight)).toEqual(paid);
  });
});

describe('refundCap: the most a request may give back', () => {
  const pool = { total: 1000, num: 3, claimedNum: 0, claimedAmount: 0 };
  it.each([
    { name: 'one of three units: its share rounded down', pool, n: 1, cap: 333 },
    { name: 'two of three', pool, n: 2, cap: 666 },
    { name: 'all units: everything', pool, n: 3, cap: 1000 },
    {
      name: 'the last unit takes what is left',
      pool: { ...pool, claimedNum: 2, claimedAmount: 666 },
      n: 1,
      cap: 334,
    },
    {
      name: 'an earlier request asked less: the last one takes the rest',
      pool: { ...pool, claimedNum: 1, claimedAmount: 100 },
      n: 2,
      cap: 900,
    },
    {
      name: 'an earlier request took the whole line money: nothing left',
      pool: { ...pool, claimedNum: 1, claimedAmount: 1000 },
      n: 1,
      cap: 0,
    },
    { name: 'more units than are left', pool: { ...pool, claimedNum: 2 }, n: 2, cap: 0 },
    { name: 'zero units', pool, n: 0, cap: 0 },
    { name: 'a fraction of a unit', pool, n: 1.5, cap: 0 },
  ])('$name', ({ pool: p, n, cap }) => {
    expect(refundCap(p, n)).toBe(cap);
  });
});

describe('property: all possible refunds of an order sum to what it charged', () => {
  it.each(Array.from({ length: 200 }, (_, seed) => seed))('seed %i', (seed) => {
    const rnd = seededRandom(seed);
    const int = (max: number) => Math.floor(rnd() * (max + 1));
    const lines = Array.from({ length: 1 + int(4) }, () => {
      const num = 1 + int(9);
      const real = num * int(5000);
      return line(num, real, Math.min(real, int(300)), 0);
    });
    // The full reduction is split over lines the way an order does (never beyond a line's goods).
    for (const l of lines)
      l.manjianMoneyFen = Math.min(l.realGoodsMoneyFen - l.couponMoneyFen, int(200));
    const freight = int(2000);
    const orderMoney =
      lines.reduce((s, l) => s + l.realGoodsMoneyFen - l.couponMoneyFen - l.manjianMoneyFen, 0) +
      freight;
    const paid = linesPaidFen(lines, freight);
    let refunded = 0;
    lines.forEach((l, i) => {
      const p = { total: paid[i]!, num: l.num, claimedNum: 0, claimedAmount: 0 };
      // The buyer refunds the line in random pieces, each time asking for any amount up to the cap.
      while (p.claimedNum < p.num) {
        const n = 1 + int(p.num - p.claimedNum - 1);
        const cap = refundCap(p, n);
        const last = p.claimedNum + n === p.num;
        const asked = last ? cap : int(cap);
        expect(asked).toBeLessThanOrEqual(p.total - p.claimedAmount);
        p.claimedNum += n;
        p.claimedAmount += asked;
      }
      expect(p.claimedAmount).toBe(p.total);
      refunded += p.claimedAmount;
    });
    expect(refunded).toBe(orderMoney);
  });
});
