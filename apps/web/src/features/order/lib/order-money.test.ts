import { describe, expect, it } from 'vitest';
import {
  groupOrderGoods,
  isDiscounted,
  maskMobile,
  orderBreakdown,
  promotionKey,
} from './order-money';
import { orderGoods } from './test-orders';

describe('money on the order pages', () => {
  it('breaks the order down into exactly the server values', () => {
    const rows = orderBreakdown({
      goods_money: '100.00',
      promotion_money: '12.50',
      manjian_money: '0.00',
      coupon_money: '10.00',
      delivery_money: '8.00',
      order_money: '85.50',
    });
    expect(rows).toEqual([
      { key: 'goodsMoney', sign: '', money: '100.00' },
      { key: 'promotionMoney', sign: '-', money: '12.50' },
      { key: 'couponMoney', sign: '-', money: '10.00' },
      { key: 'deliveryMoney', sign: '+', money: '8.00' },
      { key: 'orderMoney', sign: '', money: '85.50' },
    ]);
  });

  it('adds the 满减 row when the order had a full reduction', () => {
    const rows = orderBreakdown({
      goods_money: '394.43',
      promotion_money: '0.00',
      manjian_money: '33.33',
      coupon_money: '10.00',
      delivery_money: '8.00',
      order_money: '359.10',
    });
    expect(rows.map((r) => [r.key, r.sign, r.money])).toEqual([
      ['goodsMoney', '', '394.43'],
      ['promotionMoney', '-', '0.00'],
      ['manjianMoney', '-', '33.33'],
      ['couponMoney', '-', '10.00'],
      ['deliveryMoney', '+', '8.00'],
      ['orderMoney', '', '359.10'],
    ]);
  });

  it('tells discounted lines and promotion labels', () => {
    expect(isDiscounted(orderGoods({ goods_money: '21.80', real_goods_money: '19.80' }))).toBe(
      true,
    );
    expect(isDiscounted(orderGoods())).toBe(false);
    expect(promotionKey(orderGoods())).toBeNull();
    expect(promotionKey(orderGoods({ promotion_type: 'exchange' }))).toBe('exchange');
    expect(promotionKey(orderGoods({ promotion_type: 'seckill' }))).toBe('seckill');
    expect(promotionKey(orderGoods({ bl_id: 4, promotion_type: 'bundling' }))).toBe('bundling');
  });

  it('groups the goods of a bundle where the first stands, summing its subtotal in fen', () => {
    const lines = [
      orderGoods({ order_goods_id: 1 }),
      orderGoods({ order_goods_id: 2, bl_id: 7, real_goods_money: '33.34' }),
      orderGoods({ order_goods_id: 3, promotion_type: 'exchange' }),
      orderGoods({ order_goods_id: 4, bl_id: 7, real_goods_money: '66.66' }),
      orderGoods({ order_goods_id: 5, bl_id: 8, real_goods_money: '0.10' }),
      orderGoods({ order_goods_id: 6, bl_id: 8, real_goods_money: '0.20' }),
    ];
    const groups = groupOrderGoods(lines);
    expect(
      groups.map((g) => (g.kind === 'single' ? g.goods.order_goods_id : `bl${g.blId}`)),
    ).toEqual([1, 'bl7', 3, 'bl8']);
    const [, seven, , eight] = groups;
    expect(seven).toMatchObject({ kind: 'bundle', subtotal: '100.00' });
    // 0.1 + 0.2 in floats is 0.30000000000000004: sums are in fen.
    expect(eight).toMatchObject({ kind: 'bundle', subtotal: '0.30' });
    expect(groups.flatMap((g) => (g.kind === 'single' ? [g.goods] : g.goods))).toHaveLength(6);
  });

  it('masks an 11-digit mobile', () => {
    expect(maskMobile('13812341234')).toBe('138****1234');
    expect(maskMobile('0571-8888')).toBe('0571-8888');
  });
});
