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

describe('OrderStatusBanner shop notices (issue 15)', () => {
  it('shows 待确认收款 without 立即付款 or 取消订单 while the voucher is reviewed', () => {
    renderBanner(
      orderDetail({
        order_status_name: '待确认收款',
        pay_reviewing: true,
        pay_deadline: null,
        actions: ['rebuy'],
      }),
    );
    expect(screen.getByText('待确认收款')).toBeTruthy();
    expect(screen.getByText('转账凭证已提交，等待商家确认收款。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '立即付款' })).toBeNull();
    expect(screen.queryByRole('button', { name: '取消订单' })).toBeNull();
  });

  it('shows the reason a voucher was rejected beside 立即付款', () => {
    renderBanner(orderDetail({ voucher_reject_reason: '转账金额不符' }));
    expect(screen.getByTestId('order-voucher-rejected').textContent).toContain(
      '转账凭证被驳回：转账金额不符，请重新付款。',
    );
    expect(screen.getByRole('button', { name: '立即付款' })).toBeTruthy();
  });

  it('shows the pickup code of a paid pickup order, and nothing when there is none', () => {
    renderBanner(orderDetail({ order_status: 1, pickup_code: '04811234', actions: [] }));
    expect(screen.getByTestId('order-pickup-code').textContent).toBe(
      '提货码：04811234（到店自提时出示）',
    );
    cleanup();
    renderBanner(orderDetail());
    expect(screen.queryByTestId('order-pickup-code')).toBeNull();
    expect(screen.queryByTestId('order-voucher-rejected')).toBeNull();
  });
});
