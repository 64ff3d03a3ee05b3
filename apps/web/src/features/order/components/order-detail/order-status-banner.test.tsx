import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import type { OrderDetail } from '@shop/contracts/order';
import { orderDetail } from '../../lib/test-orders';
import { OrderStatusBanner } from './order-status-banner';

function renderBanner(order: OrderDetail) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <OrderStatusBanner order={order} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('OrderStatusBanner pay deadline', () => {
  it('tells a waiting order when it closes by itself', () => {
    renderBanner(orderDetail({ pay_deadline: Date.now() + 5 * 3_600_000 + 30_000 }));
    expect(screen.getByTestId('pay-deadline').textContent).toMatch(
      /^请在 (\d\d-\d\d )?\d\d:\d\d 前完成支付（剩余 5小时0分），超时订单将自动取消$/,
    );
  });

  it('says nothing of a deadline without one (paid, closed, voucher under review)', () => {
    renderBanner(orderDetail({ pay_deadline: null }));
    expect(screen.queryByTestId('pay-deadline')).toBeNull();
    cleanup();
    renderBanner(
      orderDetail({ order_status: 1, order_status_name: '待发货', pay_deadline: Date.now() }),
    );
    expect(screen.queryByTestId('pay-deadline')).toBeNull();
  });
});
