import type { BundlingDetail } from '@shop/contracts/promotion';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { ComboBuyPanel } from './combo-buy-panel';

afterEach(cleanup);

const combo = (over: Partial<BundlingDetail> = {}): BundlingDetail => ({
  bl_id: 3,
  bl_name: '感冒套餐',
  promotion_id: 1,
  site_id: 1,
  shop_name: '康源药房',
  start_time: 0,
  end_time: 0,
  now: 0,
  status: 'running',
  goods: [],
  bl_price: '55.00',
  goods_money: '70.00',
  save_money: '15.00',
  stock: 3,
  can_buy: true,
  refusal: '',
  ...over,
});

const panel = (c: BundlingDetail, isMember = true) => {
  const onAddToCart = vi.fn(() => Promise.resolve(true));
  const onBuy = vi.fn();
  const onLogin = vi.fn();
  render(
    <ComboBuyPanel
      combo={c}
      isMember={isMember}
      onAddToCart={onAddToCart}
      onBuy={onBuy}
      onLogin={onLogin}
    />,
  );
  return { onAddToCart, onBuy, onLogin };
};

describe('ComboBuyPanel', () => {
  it('bounds the sets between 1 and the sets in stock (spec §5) and buys that many', () => {
    const { onBuy, onAddToCart } = panel(combo());
    const input = screen.getByRole('spinbutton', { name: '购买套数' });
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.blur(input);
    expect((input as HTMLInputElement).value).toBe('3');
    fireEvent.click(screen.getByRole('button', { name: '立即购买' }));
    expect(onBuy).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: '加入购物车' }));
    expect(onAddToCart).toHaveBeenCalledWith(3);
  });

  it('says why a bundle cannot be bought and disables the buttons', () => {
    panel(combo({ status: 'ended', can_buy: false, refusal: '该组合套餐活动已结束' }));
    expect(screen.getByText('该组合套餐活动已结束')).toBeTruthy();
    expect(screen.getByRole('button', { name: '立即购买' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '加入购物车' })).toHaveProperty('disabled', true);
  });

  it('asks a visitor to log in', () => {
    const { onLogin } = panel(combo({ can_buy: false }), false);
    fireEvent.click(screen.getByRole('button', { name: '登录后购买' }));
    expect(onLogin).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: '立即购买' })).toBeNull();
  });
});
