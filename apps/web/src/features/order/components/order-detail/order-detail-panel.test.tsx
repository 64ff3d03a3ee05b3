import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { orderDetail, orderGoods } from '../../lib/test-orders';
import { OrderDetailPanel } from './order-detail-panel';

function answer(data: unknown, code = 0, message = '操作成功') {
  const fetchMock = vi.fn(() =>
    Promise.resolve(new Response(JSON.stringify({ code, message, data, timestamp: 1 }))),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPanel(orderId: number | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <OrderDetailPanel orderId={orderId} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t0 = Date.UTC(2026, 10, 22, 0, 58, 29);

describe('订单详情', () => {
  it('shows a paid order: status, info, invoice, goods and exactly the server breakdown', async () => {
    answer(
      orderDetail({
        order_status: 1,
        order_status_name: '待发货',
        pay_type: 'balance',
        pay_type_name: '余额支付',
        pay_time: t0 + 60_000,
        actions: [],
        invoice: {
          invoice_type: 1,
          invoice_title: '杭州某某药房有限公司',
          taxpayer_number: '91330100MA27XYZ12Q',
          invoice_email: '',
        },
        buyer_message: '请尽快发货',
        order_goods: [
          orderGoods({
            order_goods_id: 1,
            promotion_type: 'seckill',
            discount_price: '9.90',
            real_goods_money: '19.80',
            pay_money: '17.43',
          }),
          orderGoods({
            order_goods_id: 2,
            sku_name: '换购维C',
            promotion_type: 'exchange',
            num: 1,
            price: '5.00',
            discount_price: '1.00',
            goods_money: '5.00',
            real_goods_money: '1.00',
            pay_money: '0.37',
          }),
        ],
        goods_money: '26.80',
        promotion_money: '6.00',
        coupon_money: '3.00',
        delivery_money: '8.00',
        order_money: '25.80',
        logs: [
          { action: 'create', action_name: '提交订单', remark: '', create_time: t0 },
          { action: 'pay', action_name: '余额支付', remark: '', create_time: t0 + 60_000 },
        ],
      }),
    );
    renderPanel(11);
    const banner = await screen.findByRole('region', { name: '订单状态' });
    expect(within(banner).getAllByText('待发货').length).toBeGreaterThan(0);
    expect(within(banner).getByText('付款成功，等待商家发货。')).toBeTruthy();
    expect(screen.getByText('余额支付', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('2026-11-22 08:59:29', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('138****1234')).toBeTruthy();
    expect(screen.getByText('杭州某某药房有限公司')).toBeTruthy();
    expect(screen.getByText('请尽快发货')).toBeTruthy();
    expect(screen.getByText('秒杀')).toBeTruthy();
    expect(screen.getByText('换购')).toBeTruthy();
    // each line's unit price is what one unit was paid, the list price struck through
    expect(screen.getByText('¥9.90')).toBeTruthy();
    expect(screen.getByText('¥10.90').tagName).toBe('DEL');
    // each line's 实付 after its coupon share: what its refunds may give back (issue 25)
    expect(screen.getByText('实付 ¥17.43')).toBeTruthy();
    expect(screen.getByText('实付 ¥0.37')).toBeTruthy();
    for (const money of ['¥26.80', '-¥6.00', '-¥3.00', '+¥8.00', '¥25.80'])
      expect(screen.getByText(money, { selector: 'dd' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /立即付款/ })).toBeNull();
  });

  it('prices the goods of a points order in points, not ¥0.00', async () => {
    answer(
      orderDetail({
        order_type: 'point',
        point: 190,
        order_money: '0.00',
        actions: [],
        order_goods: [
          orderGoods({ order_goods_id: 1, price: '0.00', num: 1, sku_name: '积分商品' }),
        ],
      }),
    );
    renderPanel(11);
    const table = (await screen.findByText('积分商品')).closest('table')!;
    expect(within(table).getAllByText('190 积分')).toHaveLength(2);
    expect(within(table).queryByText('¥0.00')).toBeNull();
  });

  it('offers pay and cancel on a waiting order', async () => {
    answer(orderDetail());
    renderPanel(11);
    expect(await screen.findByRole('button', { name: /立即付款/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /取消订单/ })).toBeTruthy();
  });

  it("shows the server's refusal of another member's order, with the way back", async () => {
    answer(null, -1, '订单不存在或无权查看');
    renderPanel(99);
    expect(await screen.findByText('订单不存在或无权查看')).toBeTruthy();
    expect(screen.getByRole('link', { name: /返回我的订单/ }).getAttribute('href')).toBe(
      '/member/order_list',
    );
  });

  it('asks nothing for a missing or malformed id', () => {
    const fetchMock = answer(null);
    renderPanel(undefined);
    expect(screen.getByText('订单不存在')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
