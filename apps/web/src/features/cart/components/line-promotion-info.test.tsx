import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skuLine } from '../lib/test-lines';
import { LinePromotionInfo } from './line-promotion-info';
import { fakeServer, renderWithClient } from './test-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const show = (line: Parameters<typeof LinePromotionInfo>[0]['line']) => {
  fakeServer({});
  return renderWithClient(<LinePromotionInfo line={line} />);
};

describe('LinePromotionInfo', () => {
  it('seckill over its limit: 限购 N and how many units get the promotional price', () => {
    show(
      skuLine({
        promotion_type: 'seckill',
        unit: '支',
        goods_limit: 5,
        num: 8,
        discount_num: 5,
      }),
    );
    expect(screen.getByText('限购 5支')).toBeTruthy();
    expect(screen.getByText('5支享受促销价，其余按原价计算')).toBeTruthy();
  });

  it('a seckill limit partly used by earlier orders says how many were bought', () => {
    show(
      skuLine({
        promotion_type: 'seckill',
        goods_limit: 5,
        buyer_limit: 5,
        buyer_bought: 2,
        num: 3,
        discount_num: 3,
      }),
    );
    expect(screen.getByText('限购 5盒')).toBeTruthy();
    expect(screen.getByText('已购 2盒')).toBeTruthy();
  });

  it('a line whose seckill limit earlier orders used up says it is at the full price', () => {
    show(skuLine({ promotion_type: '', buyer_limit: 5, buyer_bought: 5, num: 2 }));
    expect(screen.getByRole('note').textContent).toBe('您已买满限购的 5盒，本次按原价');
  });

  it('discount without a limit reads 无上限, with 起购 N', () => {
    show(skuLine({ promotion_type: 'discount', goods_limit: 0, goods_min: 3, num: 3 }));
    expect(screen.getByText('无上限')).toBeTruthy();
    expect(screen.getByText('起购 3盒')).toBeTruthy();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('wholesale below the first tier says the normal price applies; default unit 个', () => {
    show(
      skuLine({
        promotion_type: 'wholesale',
        unit: '',
        num: 3,
        price_json: [{ num: 10, limit_num: 0, price: '9.00' }],
      }),
    );
    expect(screen.getByText(/≥10个/).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('未达到最低阶梯，按原价计算')).toBeTruthy();
  });

  it('exchange below the first step says how many more units unlock it', () => {
    show(
      skuLine({
        promotion_type: 'getfree',
        num: 6,
        get_free_goods: {
          is_ladder: 1,
          getFreeGoods: [
            {
              goods_id: 9,
              goods: { goods_name: '棉签', goods_image: '', sku_id: 90, price: '3.00', unit: '' },
              num: 0,
              count: '0.00',
              price: '1.00',
              unit: '',
              ladder_json: [{ mainRang: 10, rang: 2, rangPrice: '1.00', unit: '' }],
            },
          ],
        },
      }),
    );
    expect(screen.getByText('满10盒可换购2盒 ¥1.00')).toBeTruthy();
    expect(screen.getByText('再买 4盒 可换购')).toBeTruthy();
  });
});
