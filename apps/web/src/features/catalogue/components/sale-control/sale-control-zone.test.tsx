import type { SaleControlGoods } from '@shop/contracts/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { saleControlListQueryOptions } from '../../api/get-sale-control-list';
import { SALE_CONTROL_PAGE_SIZE, SaleControlZone } from './sale-control-zone';

const goods = (id: number, over: Partial<SaleControlGoods>): SaleControlGoods => ({
  sku_id: id,
  goods_id: id,
  goods_name: `商品${id}`,
  sku_name: `商品${id}`,
  sku_image: '',
  goods_image: '',
  unit: '盒',
  min_buy: 1,
  stock: 10,
  sale_num: 5,
  site_id: 1,
  shop_name: '康源医药自营',
  attr_specs: '10片',
  attr_factory: '某药业',
  attr_validity: '24个月',
  approval_number: '',
  goods_label: null,
  rule_name: '医疗机构专供',
  sale_control: { is_member_by: false, view_price: false, not_buy_msg: '仅限医疗机构采购' },
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(() => Promise.reject(new Error('no network in tests')));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderZone(props: { type: 1 | 2; isMember: boolean; list?: SaleControlGoods[] }) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  if (props.list)
    client.setQueryData(
      saleControlListQueryOptions({ type: props.type, page: 1, pageSize: SALE_CONTROL_PAGE_SIZE })
        .queryKey,
      { page_count: 1, count: props.list.length, list: props.list },
    );
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[props.type === 1 ? '/sacontrol' : '/cacontrelist?page=1']}>
        <SaleControlZone
          type={props.type}
          isMember={props.isMember}
          labelName="连锁药店"
          page={1}
          onPageChange={() => undefined}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SaleControlZone', () => {
  it('shows a visitor a login prompt that returns here, and asks the server nothing', () => {
    renderZone({ type: 2, isMember: false });
    expect(screen.getByText('登录后查看控销商品')).toBeTruthy();
    expect(screen.getByRole('link', { name: '立即登录' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fcacontrelist%3Fpage%3D1',
    );
    expect(screen.queryByText('您的客户类型：连锁药店')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows refused goods with the rule badge, the reason and whether the price shows', () => {
    renderZone({
      type: 2,
      isMember: true,
      list: [
        goods(1, {}),
        goods(2, {
          rule_name: '连锁药店专供',
          price: '12.50',
          sale_control: { is_member_by: false, view_price: true, not_buy_msg: '' },
        }),
      ],
    });
    expect(screen.getByText('您的客户类型：连锁药店')).toBeTruthy();
    expect(screen.getByText('共 2 件商品')).toBeTruthy();
    const grid = within(screen.getByRole('list', { name: '控销商品' }));
    const [hidden, visible] = grid.getAllByRole('listitem');
    const first = within(hidden!);
    expect(first.getByText('医疗机构专供')).toBeTruthy();
    expect(first.getByText('不可购买：仅限医疗机构采购')).toBeTruthy();
    expect(first.getByText('价格仅对可采购客户可见')).toBeTruthy();
    expect(first.queryByText(/¥/)).toBeNull();
    const second = within(visible!);
    expect(second.getByText('连锁药店专供')).toBeTruthy();
    // No message from the shop: the spec's default text.
    expect(second.getByText('不可购买：暂无权限-')).toBeTruthy();
    expect(second.getByText('价格可见，暂不可购买')).toBeTruthy();
    expect(second.getByText('12.50')).toBeTruthy();
  });

  it('marks allowed goods as buyable and says so when the list is empty', () => {
    renderZone({
      type: 1,
      isMember: true,
      list: [
        goods(3, {
          rule_name: '连锁药店专供',
          price: '8.00',
          sale_control: { is_member_by: true, view_price: true, not_buy_msg: '' },
        }),
      ],
    });
    expect(screen.getByText('您可采购')).toBeTruthy();
    expect(screen.queryByText(/不可购买/)).toBeNull();
    cleanup();
    renderZone({ type: 1, isMember: true, list: [] });
    expect(screen.getByText('暂无您可采购的控销商品')).toBeTruthy();
  });
});
