import type { SeckillGoodsInfo } from '@shop/contracts/promotion';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { SeckillBuyBox } from './seckill-buy-box';

afterEach(cleanup);

const info = (over: Partial<SeckillGoodsInfo> = {}) =>
  ({
    id: 7,
    stock: 10,
    sold_num: 2,
    progress: 20,
    goods_min: 1,
    goods_limit: 2,
    left_num: 8,
    goods_stock: 100,
    promotion_bought: 0,
    promotion_left: 2,
    sale_control: { is_member_by: true, view_price: true, not_buy_msg: '' },
    ...over,
  }) as SeckillGoodsInfo;

function renderBox(i: SeckillGoodsInfo) {
  render(
    <MemoryRouter>
      <SeckillBuyBox info={i} status="running" isMember goodsHref="/sku-21" onBuy={vi.fn()} />
    </MemoryRouter>,
  );
}

describe('SeckillBuyBox sale control (spec §6)', () => {
  it('offers 立即抢购 to a member who may buy', () => {
    renderBox(info());
    expect(screen.getByRole('button', { name: '立即抢购' })).toHaveProperty('disabled', false);
  });

  it('disables the button with the shop’s message, or 暂无权限-, for a refused member', () => {
    const refused = { is_member_by: false, view_price: true, not_buy_msg: '仅限诊所采购' };
    renderBox(info({ sale_control: refused }));
    expect(screen.getByRole('button', { name: '仅限诊所采购' })).toHaveProperty('disabled', true);
    cleanup();
    renderBox(info({ sale_control: { ...refused, not_buy_msg: '' } }));
    expect(screen.getByRole('button', { name: '暂无权限-' })).toHaveProperty('disabled', true);
  });
});
