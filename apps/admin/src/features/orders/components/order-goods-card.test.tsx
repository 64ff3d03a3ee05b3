import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@shop/web-kit/testing';
import { OrderGoodsCard } from './order-goods-card';

const groupBuyLine = {
  order_goods_id: 1,
  goods_id: 3,
  sku_id: 5,
  sku_name: '阿莫西林胶囊 0.25g*24粒',
  sku_image: '',
  spec_name: '0.25g*24粒/盒',
  unit: '盒',
  num: 2,
  price: '5.10',
  discount_price: '4.30',
  goods_money: '10.20',
  real_goods_money: '8.60',
  manjian_money: '0.00',
  pay_money: '8.60',
  promotion_type: 'groupbuy',
  expiry_date: null,
  bl_id: 0,
  refund_num: 0,
  delivery_num: 0,
  is_medicinal: true,
};

describe('OrderGoodsCard', { timeout: 30_000 }, () => {
  it('marks a near-expiry line with the expiry the buyer bought (ADR 0029)', async () => {
    renderPage(
      <OrderGoodsCard
        order={{
          goods: [{ ...groupBuyLine, promotion_type: 'near_expiry', expiry_date: '2027-01-15' }],
          goods_money: '10.20',
          promotion_money: '1.60',
          manjian_money: '0.00',
          coupon_money: '0.00',
          delivery_money: '0.00',
          order_money: '8.60',
        }}
      />,
    );
    expect(await screen.findByText('近效期 · 效期至 2027-01-15')).toBeTruthy();
  });

  it('shows what one unit was paid, the list price struck through, beside the subtotal', async () => {
    renderPage(
      <OrderGoodsCard
        order={{
          goods: [groupBuyLine],
          goods_money: '10.20',
          promotion_money: '1.60',
          manjian_money: '0.00',
          coupon_money: '0.00',
          delivery_money: '0.00',
          order_money: '8.60',
        }}
      />,
    );
    const row = (await screen.findByText('阿莫西林胶囊 0.25g*24粒')).closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells[1]!.textContent).toBe('¥4.30¥5.10');
    expect(within(cells[1]!).getByText('¥5.10').closest('del')).toBeTruthy();
    expect(cells.at(-2)!.textContent).toBe('¥8.60');
  });

  it('shows each line’s 实付, after its coupon and 满减 shares (issue 25)', async () => {
    renderPage(
      <OrderGoodsCard
        order={{
          goods: [{ ...groupBuyLine, manjian_money: '0.50', pay_money: '7.80' }],
          goods_money: '10.20',
          promotion_money: '1.60',
          manjian_money: '0.50',
          coupon_money: '0.30',
          delivery_money: '8.00',
          order_money: '15.80',
        }}
      />,
    );
    expect(await screen.findByText('实付', { selector: 'th' })).toBeTruthy();
    const row = screen.getByText('阿莫西林胶囊 0.25g*24粒').closest('tr')!;
    const cells = within(row).getAllByRole('cell');
    expect(cells.at(-2)!.textContent).toBe('¥8.60');
    expect(cells.at(-1)!.textContent).toBe('¥7.80');
  });
});
