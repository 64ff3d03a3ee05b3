import { describe, expect, it } from 'vitest';
import { parsePromotionSlug, promotionPath } from './promotion-paths';

describe('parsePromotionSlug', () => {
  it('reads the kind and id of each page', () => {
    expect(parsePromotionSlug('seckill-12')).toEqual({ kind: 'seckill', id: 12 });
    expect(parsePromotionSlug('groupbuy-3')).toEqual({ kind: 'groupbuy', id: 3 });
    expect(parsePromotionSlug('combo-7')).toEqual({ kind: 'combo', id: 7 });
    expect(parsePromotionSlug('topic-4')).toEqual({ kind: 'topic', id: 4 });
    expect(parsePromotionSlug('topic-goods-9')).toEqual({ kind: 'topic-goods', id: 9 });
  });

  it('refuses other segments', () => {
    for (const slug of ['seckill', 'seckill-0', 'seckill-x', 'combo-1-2', 'sku-3', undefined])
      expect(parsePromotionSlug(slug)).toBeUndefined();
  });

  it('builds the paths it reads', () => {
    expect(parsePromotionSlug(promotionPath('topic-goods', 5).split('/')[2])).toEqual({
      kind: 'topic-goods',
      id: 5,
    });
  });
});
