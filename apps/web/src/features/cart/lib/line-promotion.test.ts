import { describe, expect, it } from 'vitest';
import {
  limitPresentation,
  promotionTag,
  PROMOTION_TAG_COLOURS,
  reachedStep,
  reachedTier,
  shownPrices,
} from './line-promotion';
import { changeLang, i18n } from '@/lib/i18n';
import { skuLine } from './test-lines';

const tiers = [
  { num: 10, limit_num: 0, price: '9.00' },
  { num: 50, limit_num: 100, price: '8.50' },
  { num: 100, limit_num: 0, price: '8.00' },
];
const ladder = [
  { mainRang: 5, rang: 1, rangPrice: '1.00', unit: '盒' },
  { mainRang: 10, rang: 3, rangPrice: '0.50', unit: '盒' },
];

describe('line promotion presentation', () => {
  it('labels each kind with its own colour, the server text first', async () => {
    const zh = i18n.getFixedT('zh-CN');
    expect(promotionTag(skuLine(), zh)).toBeNull();
    expect(promotionTag(skuLine({ promotion_type: 'seckill', promotion_label: '' }), zh)).toEqual({
      text: '秒杀',
      colour: PROMOTION_TAG_COLOURS.seckill,
    });
    await changeLang('en-US');
    expect(
      promotionTag(
        skuLine({ promotion_type: 'seckill', promotion_label: '' }),
        i18n.getFixedT('en-US'),
      )?.text,
    ).toBe('Flash sale');
    await changeLang('zh-CN');
    expect(
      promotionTag(skuLine({ promotion_type: 'getfree', promotion_label: '换购' }), zh)?.text,
    ).toBe('换购');
    expect(new Set(Object.values(PROMOTION_TAG_COLOURS)).size).toBe(5);
  });

  it.each([
    [9, -1],
    [10, 0],
    [49, 0],
    [50, 1],
    [99, 1],
    [100, 2],
    [500, 2],
  ])('wholesale: quantity %i reaches tier %i', (num, index) => {
    expect(reachedTier(tiers, num)).toBe(index);
  });

  it('wholesale tiers out of order still pick the highest num not above the quantity', () => {
    expect(reachedTier([tiers[2]!, tiers[0]!, tiers[1]!], 60)).toBe(2);
  });

  it.each([
    [4, -1],
    [5, 0],
    [9, 0],
    [10, 1],
    [30, 1],
  ])('exchange: quantity %i reaches ladder step %i', (num, index) => {
    expect(reachedStep(ladder, num)).toBe(index);
  });

  it('seckill with a limit: 限购 N; without: 无上限; below goods_min the spec §5 message', () => {
    expect(
      limitPresentation(skuLine({ goods_limit: 5, goods_min: 2, num: 1, below_min: 2 })),
    ).toEqual({ limit: 5, min: 2, multiple: null, belowMin: 2, unit: '盒' });
    expect(limitPresentation(skuLine({ goods_limit: 0, num_multiple: 3, unit: '' }))).toEqual({
      limit: null,
      min: null,
      multiple: 3,
      belowMin: null,
      unit: '件',
    });
    expect(limitPresentation(skuLine({ goods_min: 3, num: 3 })).belowMin).toBeNull();
  });

  it('shows the promotional price with the normal one struck when units are discounted', () => {
    expect(
      shownPrices(
        skuLine({
          promotion_type: 'discount',
          price: '10.00',
          discount_price: '8.00',
          discount_num: 2,
        }),
      ),
    ).toEqual({ price: '8.00', original: '10.00' });
    expect(
      shownPrices(
        skuLine({
          promotion_type: 'discount',
          price: '10.00',
          discount_price: '8.00',
          discount_num: 0,
        }),
      ),
    ).toEqual({ price: '10.00', original: null });
  });

  it('shows a near-expiry line’s zone price against the normal one (ADR 0029)', () => {
    const near = { price: '20.00', discount_price: '12.50', discount_num: 1 };
    expect(shownPrices(skuLine({ ...near, near_expiry_date: '2027-02-27' }))).toEqual({
      price: '12.50',
      original: '20.00',
    });
  });
});
