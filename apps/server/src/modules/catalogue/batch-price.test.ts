import { describe, expect, it } from 'vitest';
import { changedSkuPrices, type SkuPrices } from './batch-price';

const sku = (over: Partial<SkuPrices> = {}): SkuPrices => ({
  priceFen: 1235,
  memberPriceFen: 1100,
  nearExpiryPriceFen: 990,
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
      [1359, 1210, 1089, [1320, 1265], [1298, 1276]],
    ],
    ['percent down', { mode: 'percent', value: '-50' }, [618, 550, 495, [600, 575], [590, 580]]],
    [
      'amount up',
      { mode: 'amount', value: '0.65' },
      [1300, 1165, 1055, [1265, 1215], [1245, 1225]],
    ],
    ['amount down', { mode: 'amount', value: '-1' }, [1135, 1000, 890, [1100, 1050], [1080, 1060]]],
  ] as const)(
    '%s: price, member and zone prices, tiers and grades move alike',
    (_, change, expected) => {
      const [price, member, zone, tiers, grades] = expected;
      expect(changedSkuPrices(sku(), change)).toEqual({
        priceFen: price,
        memberPriceFen: member,
        nearExpiryPriceFen: zone,
        tiers: [
          { num: 10, limit_num: 0, price_fen: tiers[0] },
          { num: 50, limit_num: 0, price_fen: tiers[1] },
        ],
        grades,
      });
    },
  );

  it('keeps a missing member price missing', () => {
    const out = changedSkuPrices(sku({ memberPriceFen: null }), { mode: 'amount', value: '1' });
    expect(out).toMatchObject({ memberPriceFen: null });
  });

  it('keeps a missing zone price missing, and a zone price never ends above the price (ADR 0029)', () => {
    const none = changedSkuPrices(sku({ nearExpiryPriceFen: null }), {
      mode: 'amount',
      value: '-2',
    });
    expect(none).toMatchObject({ priceFen: 1035, nearExpiryPriceFen: null });
    const atPrice = changedSkuPrices(sku({ nearExpiryPriceFen: 1235 }), {
      mode: 'percent',
      value: '-33.33',
    });
    expect(atPrice).toMatchObject({ priceFen: 823, nearExpiryPriceFen: 823 });
  });

  it('refuses when any price would fall below 0.01, a tier or grade included', () => {
    const change = { mode: 'amount', value: '-11.60' } as const;
    expect(changedSkuPrices(sku({ memberPriceFen: null, grades: [] }), change)).toBe(
      'below_minimum',
    );
    expect(changedSkuPrices(sku({ tiers: [], grades: [1160] }), change)).toBe('below_minimum');
    expect(
      changedSkuPrices(sku({ memberPriceFen: null, tiers: [], grades: [] }), {
        mode: 'amount',
        value: '-9.90',
      }),
    ).toBe('below_minimum');
    expect(
      changedSkuPrices(sku({ nearExpiryPriceFen: null, tiers: [], grades: [] }), {
        mode: 'amount',
        value: '-10.99',
      }),
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
