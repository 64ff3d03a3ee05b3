import type { SeckillGoods } from '@shop/contracts/promotion';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { SeckillGoodsCard } from './seckill-goods-card';

afterEach(cleanup);

const NOW = 1_000_000;

const goods = (over: Partial<SeckillGoods> = {}): SeckillGoods => ({
  id: 7,
  promotion_id: 3,
  goods_id: 11,
  sku_id: 21,
  goods_name: '头孢克肟分散片',
  sku_name: '头孢克肟分散片 0.1g*6片',
  image: '',
  unit: '盒',
  attr_specs: '0.1g*6片',
  attr_factory: '广州白云山制药',
  attr_validity: '24个月',
  site_id: 1,
  shop_name: '康源自营店',
  stock: 10,
  sold_num: 2,
  progress: 20,
  goods_min: 1,
  goods_limit: 2,
  start_time: NOW - 1000,
  end_time: NOW + 1000,
  price: '30.00',
  seckill_price: '25.00',
  sale_control: { is_member_by: true, view_price: true, not_buy_msg: '' },
  ...over,
});

function renderCard(g: SeckillGoods) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SeckillGoodsCard goods={g} now={NOW} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SeckillGoodsCard sale control (spec §6)', () => {
  it('links 马上抢 to the seckill for a member who may buy', () => {
    renderCard(goods());
    expect(screen.getByRole('link', { name: '马上抢' }).getAttribute('href')).toBe(
      '/promotion/seckill-7',
    );
    expect(screen.getByText('25.00')).toBeTruthy();
  });

  it('shows the price and a disabled button with the shop’s message to a refused member', () => {
    renderCard(
      goods({
        sale_control: { is_member_by: false, view_price: true, not_buy_msg: '仅限诊所采购' },
      }),
    );
    expect(screen.queryByRole('link', { name: '马上抢' })).toBeNull();
    expect(screen.getByRole('button', { name: '仅限诊所采购' })).toHaveProperty('disabled', true);
    expect(screen.getByText('25.00')).toBeTruthy();
  });

  it('shows 暂无权限- for the price and the button when the price is hidden too', () => {
    const { price: _p, seckill_price: _s, ...rest } = goods();
    renderCard({
      ...rest,
      sale_control: { is_member_by: false, view_price: false, not_buy_msg: '' },
    });
    expect(screen.queryByText('马上抢')).toBeNull();
    expect(screen.getAllByText('暂无权限-')).toHaveLength(2);
    expect(screen.getByRole('button', { name: '暂无权限-' })).toHaveProperty('disabled', true);
  });
});
