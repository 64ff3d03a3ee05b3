import { describe, expect, it } from 'vitest';
import { changedSkuPrices, type SkuPrices } from './batch-price';

const sku = (over: Partial<SkuPrices> = {}): SkuPrices => ({
  priceFen: 1235,
  memberPriceFen: 1100,
  tiers: [
    { num: 10, limit_num: 0, price_fen: 1200 },
    { num: 50, limit_num: 0, price_fen: 1150 },
  ],
  grades: [1180, 1160],
  ...over,
});

describe('a SKU’s prices after a batch change (issue 25)', () => {
  it.each([
    [
      'percent up, a half fen up',
      { mode: 'percent', value: '10' },
      [1359, 1210, [1320, 1265], [1298, 1276]],
    ],
    ['percent down', { mode: 'percent', value: '-50' }, [618, 550, [600, 575], [590, 580]]],
    ['amount up', { mode: 'amount', value: '0.65' }, [1300, 1165, [1265, 1215], [1245, 1225]]],
    ['amount down', { mode: 'amount', value: '-1' }, [1135, 1000, [1100, 1050], [1080, 1060]]],
  ] as const)('%s: price, member price, tiers and grades move alike', (_, change, expected) => {
    const [price, member, tiers, grades] = expected;
    expect(changedSkuPrices(sku(), change)).toEqual({
      priceFen: price,
      memberPriceFen: member,
      tiers: [
        { num: 10, limit_num: 0, price_fen: tiers[0] },
        { num: 50, limit_num: 0, price_fen: tiers[1] },
      ],
      grades,
    });
  });

  it('keeps a missing member price missing', () => {
    const out = changedSkuPrices(sku({ memberPriceFen: null }), { mode: 'amount', value: '1' });
    expect(out).toMatchObject({ memberPriceFen: null });
  });

  it('refuses when any price would fall below 0.01, a tier or grade included', () => {
    const change = { mode: 'amount', value: '-11.60' } as const;
    expect(changedSkuPrices(sku({ memberPriceFen: null, grades: [] }), change)).toBe(
      'below_minimum',
    );
    expect(changedSkuPrices(sku({ tiers: [], grades: [1160] }), change)).toBe('below_minimum');
    expect(
      changedSkuPrices(sku({ tiers: [], grades: [] }), { mode: 'amount', value: '-10.99' }),
    ).toMatchObject({
      priceFen: 136,
    });
  });

  it('refuses when rounding would leave two tiers at one price', () => {
    const close = sku({
      tiers: [
        { num: 10, limit_num: 0, price_fen: 3 },
        { num: 50, limit_num: 0, price_fen: 2 },
      ],
      memberPriceFen: null,
      grades: [],
    });
    expect(changedSkuPrices(close, { mode: 'percent', value: '-60' })).toBe('tiers_collapse');
  });
});
