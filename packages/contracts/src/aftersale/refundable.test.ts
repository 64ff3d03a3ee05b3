import { describe, expect, it } from 'vitest';
import {
  lineGoodsPaidFen,
  refundableFreightFen,
  refundCap,
  type FreightRefund,
  type RefundableLine,
} from './refundable';
import { seededRandom } from '../common/seeded-random';

const line = (real: number, coupon = 0, manjian = 0): RefundableLine => ({
  realGoodsMoneyFen: real,
  couponMoneyFen: coupon,
  manjianMoneyFen: manjian,
});

describe('lineGoodsPaidFen: a line 实付, freight apart (ADR 0016)', () => {
  it.each([
    { name: 'no discounts', l: line(1000), paid: 1000 },
    { name: 'less its coupon share', l: line(1000, 100), paid: 900 },
    { name: 'less its coupon and 满减 shares', l: line(4500, 100, 50), paid: 4350 },
    { name: 'a points exchange line', l: line(0), paid: 0 },
  ])('$name', ({ l, paid }) => {
    expect(lineGoodsPaidFen(l)).toBe(paid);
  });
});

describe('refundableFreightFen: the freight the order’s last refund may add', () => {
  const whole = {
    freightFen: 362,
    shipped: false,
    unitsLeftElsewhere: 0,
    moneyLeftElsewhereFen: 362,
  };
  it.each<{ name: string; rule: FreightRefund; order: typeof whole; freight: number }>([
    { name: 'whole order before shipping', rule: 'unshipped', order: whole, freight: 362 },
    {
      name: 'other lines still unrefunded: none',
      rule: 'unshipped',
      order: { ...whole, unitsLeftElsewhere: 1 },
      freight: 0,
    },
    {
      name: 'shipped, default rule: none',
      rule: 'unshipped',
      order: { ...whole, shipped: true },
      freight: 0,
    },
    {
      name: 'shipped, the shop refunds freight on whole orders',
      rule: 'whole_order',
      order: { ...whole, shipped: true },
      freight: 362,
    },
    { name: 'the shop never refunds freight', rule: 'never', order: whole, freight: 0 },
    {
      name: 'freight already given back by another line: never twice',
      rule: 'unshipped',
      order: { ...whole, moneyLeftElsewhereFen: 0 },
      freight: 0,
    },
    { name: 'free shipping', rule: 'unshipped', order: { ...whole, freightFen: 0 }, freight: 0 },
  ])('$name', ({ rule, order, freight }) => {
    expect(refundableFreightFen(rule, order)).toBe(freight);
  });
});

describe('refundCap: the most a request may give back', () => {
  const pool = { total: 1000, num: 3, claimedNum: 0, claimedAmount: 0, freight: 0 };
  it.each([
    { name: 'one of three units: its share rounded down', pool, n: 1, cap: 333 },
    { name: 'two of three', pool, n: 2, cap: 666 },
    { name: 'all units: everything', pool, n: 3, cap: 1000 },
    // Issue 25: a line charged ¥43.50 of an order with freight offers ¥43.50, not ¥47.12.
    {
      name: 'a received order’s line: its 实付, no freight share',
      pool: { total: 4350, num: 1, claimedNum: 0, claimedAmount: 0, freight: 0 },
      n: 1,
      cap: 4350,
    },
    {
      name: 'the whole order before shipping: the freight on top',
      pool: { ...pool, freight: 362 },
      n: 3,
      cap: 1362,
    },
    { name: 'freight only with the last units', pool: { ...pool, freight: 362 }, n: 2, cap: 666 },
    {
      name: 'a free line completing the order: the freight alone',
      pool: { total: 0, num: 1, claimedNum: 0, claimedAmount: 0, freight: 500 },
      n: 1,
      cap: 500,
    },
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
      return { num, ...line(real, Math.min(real, int(300)), 0) };
    });
    // The full reduction is split over lines the way an order does (never beyond a line's goods).
    for (const l of lines)
      l.manjianMoneyFen = Math.min(l.realGoodsMoneyFen - l.couponMoneyFen, int(200));
    const freight = int(2000);
    const paid = lines.map(lineGoodsPaidFen);
    const goodsMoney = paid.reduce((s, p) => s + p, 0);
    const pools = lines.map((l, i) => ({
      total: paid[i]!,
      num: l.num,
      claimedNum: 0,
      claimedAmount: 0,
      freight: 0,
    }));
    // The buyer refunds the lines in random pieces, in a random order of lines, each time asking
    // for any amount up to the cap (the last piece of a line what is left).
    let refunded = 0;
    while (pools.some((p) => p.claimedNum < p.num)) {
      const open = pools.filter((p) => p.claimedNum < p.num);
      const p = open[int(open.length - 1)]!;
      const others = pools.filter((o) => o !== p);
      p.freight = refundableFreightFen('unshipped', {
        freightFen: freight,
        shipped: false,
        unitsLeftElsewhere: others.reduce((s, o) => s + o.num - o.claimedNum, 0),
        moneyLeftElsewhereFen: others.reduce((s, o) => s + o.total - o.claimedAmount, 0) + freight,
      });
      const n = 1 + int(p.num - p.claimedNum - 1);
      const cap = refundCap(p, n);
      const asked = p.claimedNum + n === p.num ? cap : int(cap);
      p.claimedNum += n;
      p.claimedAmount += asked;
      refunded += asked;
    }
    pools.forEach((p, i) => expect(p.claimedAmount - p.freight).toBe(paid[i]));
    expect(refunded).toBe(goodsMoney + freight);
  });
});
