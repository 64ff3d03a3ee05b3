import type { GroupbuyGoods } from '@shop/contracts/promotion';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { GroupbuyCard } from './groupbuy-card';

afterEach(cleanup);

const item = (saleControl?: GroupbuyGoods['goods']['sale_control']): GroupbuyGoods => ({
  groupbuy_id: 5,
  promotion_id: 2,
  name: '冬季团购节',
  sku_id: 21,
  start_time: Date.now() - 60_000,
  end_time: Date.now() + 86_400_000,
  status: 'running',
  goods_min: 10,
  goods_limit: 0,
  stock_left: null,
  sold_num: 3,
  groupbuy_price: '18.00',
  goods: {
    sku_id: 21,
    goods_id: 11,
    goods_name: '连花清瘟胶囊',
    sku_name: '连花清瘟胶囊 0.35g*24粒',
    sku_image: '',
    goods_image: '',
    unit: '盒',
    min_buy: 1,
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
    ...(saleControl ? { sale_control: saleControl } : {}),
  },
});

const renderCard = (g: GroupbuyGoods) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GroupbuyCard item={g} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('GroupbuyCard sale control (spec §6)', () => {
  it('links 立即参团 to the group buy for a member who may buy', () => {
    renderCard(item({ is_member_by: true, view_price: true, not_buy_msg: '' }));
    expect(screen.getByRole('link', { name: '立即参团' }).getAttribute('href')).toBe(
      '/promotion/groupbuy-5',
    );
  });

  it('disables the button with the shop’s message, or 暂无权限-, for a refused member', () => {
    renderCard(item({ is_member_by: false, view_price: true, not_buy_msg: '仅限诊所采购' }));
    expect(screen.queryByRole('link', { name: '立即参团' })).toBeNull();
    expect(screen.getByRole('button', { name: '仅限诊所采购' })).toHaveProperty('disabled', true);
    cleanup();
    renderCard(item({ is_member_by: false, view_price: false, not_buy_msg: '' }));
    expect(screen.getByRole('button', { name: '暂无权限-' })).toHaveProperty('disabled', true);
  });
});
