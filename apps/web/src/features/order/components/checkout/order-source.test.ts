import { describe, expect, it } from 'vitest';
import { parseOrderSource, sourceBody } from './order-source';

const parse = (query: string) => parseOrderSource(new URLSearchParams(query));

describe('parseOrderSource', () => {
  it.each([
    ['cart_ids=1,2,3', { kind: 'cart', cart_ids: [1, 2, 3] }],
    ['cart_ids=7', { kind: 'cart', cart_ids: [7] }],
    ['cart_ids=4,%204,5', { kind: 'cart', cart_ids: [4, 5] }],
    ['sku_id=12&num=3', { kind: 'sku', sku_id: 12, num: 3 }],
    ['sku_id=12', { kind: 'sku', sku_id: 12, num: 1 }],
    ['bl_id=5&num=2', { kind: 'bundle', bl_id: 5, num: 2 }],
    ['cart_ids=9&sku_id=12&num=3', { kind: 'cart', cart_ids: [9] }],
    ['groupbuy_id=8&num=5', { kind: 'groupbuy', groupbuy_id: 8, num: 5 }],
    ['groupbuy_id=8&num=5&sku_id=31', { kind: 'groupbuy', groupbuy_id: 8, sku_id: 31, num: 5 }],
    ['sku_id=31&groupbuy_id=8', { kind: 'groupbuy', groupbuy_id: 8, sku_id: 31, num: 1 }],
    ['topic_goods_id=6&num=2', { kind: 'topic', topic_goods_id: 6, num: 2 }],
    ['topic_goods_id=6', { kind: 'topic', topic_goods_id: 6, num: 1 }],
    ['cart_ids=9&groupbuy_id=8&num=5', { kind: 'cart', cart_ids: [9] }],
  ])('reads %s', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it.each([
    '',
    'num=3',
    'cart_ids=',
    'cart_ids=1,,2',
    'cart_ids=1,abc',
    'cart_ids=-1',
    'cart_ids=0',
    'cart_ids=1.5',
    'sku_id=',
    'sku_id=abc&num=1',
    'sku_id=12&num=0',
    'sku_id=12&num=-2',
    'sku_id=12&num=2.5',
    'sku_id=12&num=100000',
    'bl_id=0&num=1',
    'sku_id=99999999999',
    'groupbuy_id=&num=2',
    'groupbuy_id=0&num=2',
    'groupbuy_id=8&num=0',
    'groupbuy_id=8&num=2&sku_id=abc',
    'groupbuy_id=8&num=2&sku_id=',
    'topic_goods_id=x&num=2',
    'topic_goods_id=6&num=-1',
    'topic_goods_id=6&num=1.5',
  ])('refuses %j', (query) => {
    expect(parse(query)).toBeNull();
  });

  it('refuses more cart lines than a cart holds', () => {
    const ids = Array.from({ length: 201 }, (_, i) => i + 1).join(',');
    expect(parse(`cart_ids=${ids}`)).toBeNull();
    expect(parse(`cart_ids=${ids.split(',').slice(0, 200).join(',')}`)).not.toBeNull();
  });
});

describe('sourceBody', () => {
  it('sends only the fields of the source', () => {
    expect(sourceBody({ kind: 'cart', cart_ids: [1, 2] })).toEqual({ cart_ids: [1, 2] });
    expect(sourceBody({ kind: 'sku', sku_id: 3, num: 4 })).toEqual({ sku_id: 3, num: 4 });
    expect(sourceBody({ kind: 'bundle', bl_id: 5, num: 1 })).toEqual({ bl_id: 5, num: 1 });
    expect(sourceBody({ kind: 'groupbuy', groupbuy_id: 8, sku_id: 31, num: 5 })).toEqual({
      groupbuy_id: 8,
      sku_id: 31,
      num: 5,
    });
    expect(sourceBody({ kind: 'topic', topic_goods_id: 6, num: 2 })).toEqual({
      topic_goods_id: 6,
      num: 2,
    });
  });
});
