import type { PickingOrder } from '@shop/contracts/order';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { OrderPickingPage } from './order-picking';

const order = (over: Partial<PickingOrder>): PickingOrder => ({
  order_id: 5,
  order_no: '202611280930120005',
  shop_name: '康源医药自营',
  create_time: 1_795_000_000_000,
  delivery_type: 'express',
  delivery_type_name: '快递配送',
  name: '张药师',
  mobile: '13800138000',
  full_address: '浙江省 杭州市 西湖区',
  address: '文一路 1 号',
  store: null,
  buyer_message: '',
  lines: [],
  ...over,
});

describe('OrderPickingPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prints the pickup store of a pickup order, the buyer’s address of a delivery', async () => {
    fakeServer({
      '/staff/api/order/picking': () => ({
        code: 0,
        data: [
          order({
            delivery_type: 'store',
            delivery_type_name: '门店自提',
            store: {
              store_id: 1,
              site_id: 1,
              store_name: '康源医药江宁旗舰店',
              telephone: '025-52101234',
              full_address: '江苏省 南京市 江宁区',
              address: '双龙大道 1688 号',
              open_hours: '周一至周日 08:30-20:00',
            },
          }),
          order({ order_id: 6, order_no: '202611280930120006' }),
        ],
      }),
    });
    renderPage(<OrderPickingPage />, { url: '/orders/picking?ids=5,6' });
    expect(
      await screen.findByText(
        '康源医药江宁旗舰店 · 江苏省 南京市 江宁区 双龙大道 1688 号 · 025-52101234',
      ),
    ).toBeTruthy();
    expect(screen.getByText('自提门店')).toBeTruthy();
    expect(screen.getByText('提货人')).toBeTruthy();
    // only the delivery prints the buyer's address
    expect(screen.getAllByText('浙江省 杭州市 西湖区 文一路 1 号')).toHaveLength(1);
    expect(screen.getAllByText('收货人')).toHaveLength(1);
  });
});
