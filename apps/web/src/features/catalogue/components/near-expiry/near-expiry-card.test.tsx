import type { NearExpiryCard as NearExpiryCardData } from '@shop/contracts/catalogue';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAtSku } from '../goods-detail/test-fixtures';
import { NearExpiryCard } from './near-expiry-card';

afterEach(cleanup);

const card = (over: Partial<NearExpiryCardData> = {}): NearExpiryCardData => ({
  sku_id: 21,
  goods_id: 11,
  goods_name: '连花清瘟胶囊',
  sku_name: '连花清瘟胶囊 0.35g*24粒',
  sku_image: '',
  goods_image: '',
  unit: '盒',
  min_buy: 2,
  stock: 100,
  sale_num: 40,
  site_id: 1,
  shop_name: '康源自营店',
  attr_specs: '0.35g*24粒',
  attr_factory: '石家庄以岭药业',
  attr_validity: '24个月',
  approval_number: '国药准字Z20040063',
  goods_label: null,
  price: '21.00',
  near_expiry: { expiry_date: '2027-03-31', stock: 9, price: '15.00' },
  ...over,
});

const where = () => screen.getByLabelText('where').textContent;

describe('NearExpiryCard (ADR 0029)', () => {
  it('shows the expiry, the zone price against the normal one and the units left', () => {
    renderAtSku(<NearExpiryCard goods={card()} isMember />, '/near-expiry');
    const article = screen.getByRole('article', { name: '连花清瘟胶囊' });
    expect(within(article).getByTestId('near-expiry-note').textContent).toBe(
      '近效期效期至 2027-03-31',
    );
    expect(article.textContent).toContain('¥15.00');
    expect(within(article).getByText('¥21.00').tagName).toBe('DEL');
    expect(article.textContent).toContain('剩余 9盒');
  });

  it('adds the settled quantity as a near-expiry line, within the units left', () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    renderAtSku(<NearExpiryCard goods={card()} isMember onAddToCart={onAddToCart} />);
    const quantity = screen.getByRole('spinbutton', { name: '数量' });
    fireEvent.change(quantity, { target: { value: '13' } });
    fireEvent.blur(quantity);
    fireEvent.click(screen.getByRole('button', { name: '加入采购单' }));
    // min_buy 2: whole steps of 2 up to the 9 units left
    expect(onAddToCart).toHaveBeenCalledWith({ sku_id: 21, near_expiry: 1 }, 8);
  });

  it('shows 登录可见 to a visitor and sends their click to log in and back', () => {
    const onAddToCart = vi.fn(() => Promise.resolve(true));
    const { price: _hidden, ...visitorCard } = card();
    renderAtSku(
      <NearExpiryCard
        goods={{ ...visitorCard, near_expiry: { expiry_date: '2027-03-31', stock: 9 } }}
        isMember={false}
        onAddToCart={onAddToCart}
      />,
      '/near-expiry',
    );
    expect(screen.getByText('登录可见')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加入采购单' }));
    expect(onAddToCart).not.toHaveBeenCalled();
    expect(where()).toBe(`PUSH /login?redirect=${encodeURIComponent('/near-expiry')}`);
  });

  it('disables buying with the shop’s message when the sale control refuses the member', () => {
    renderAtSku(
      <NearExpiryCard
        goods={card({
          sale_control: { is_member_by: false, view_price: true, not_buy_msg: '仅限诊所采购' },
        })}
        isMember
      />,
    );
    expect(screen.getByRole('button', { name: '仅限诊所采购' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: '加入采购单' })).toBeNull();
  });
});
