import { fakeServer } from '@shop/web-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dashboardFigures } from '../dashboard-links';
import { useDashboardFigures } from './get-dashboard-figures';

const COUNTS = {
  today_orders: 12,
  today_sales: '23456.50',
  vouchers_waiting: 3,
  orders_to_ship: 5,
};
const figures = dashboardFigures('2026-11-26');
const only = (...keys: string[]) => figures.filter((figure) => keys.includes(figure.key));

function render(shown: typeof figures) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useDashboardFigures(shown), { wrapper });
}

describe('useDashboardFigures', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the order counts, money as yuan, and asks nothing about members', async () => {
    const server = fakeServer({
      '/staff/api/order/waitingcounts': () => ({ code: 0, data: COUNTS }),
    });
    const { result } = render(only('today_orders', 'today_sales', 'vouchers_waiting'));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.values).toEqual({
      today_orders: 12,
      today_sales: '¥23456.50',
      vouchers_waiting: 3,
      orders_to_ship: 5,
    });
    expect(server.mock.calls.map(([url]) => url)).toEqual(['/staff/api/order/waitingcounts']);
  });

  it('counts the licences waiting through the filtered member list only', async () => {
    const server = fakeServer({
      '/staff/api/member/lists': (body) => ({
        code: 0,
        data: { page_count: 7, count: body.qualification_status === 'waiting' ? 7 : 99, list: [] },
      }),
    });
    const { result } = render(only('licences_waiting'));
    await waitFor(() => expect(result.current.values).toEqual({ licences_waiting: 7 }));
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('counts the refunds waiting for the shop through the filtered refund list only', async () => {
    const server = fakeServer({
      '/staff/api/refund/lists': (body) => ({
        code: 0,
        data: { page_count: 4, count: body.state === 'todo' ? 4 : 99, list: [] },
      }),
    });
    const { result } = render(only('refunds_waiting'));
    await waitFor(() => expect(result.current.values).toEqual({ refunds_waiting: 4 }));
    expect(server).toHaveBeenCalledTimes(1);
  });

  it('gives the server message of a failure', async () => {
    fakeServer({
      '/staff/api/order/waitingcounts': () => ({ code: -1, message: '统计暂不可用', data: null }),
    });
    const { result } = render(only('orders_to_ship'));
    await waitFor(() => expect(result.current.error?.message).toBe('统计暂不可用'));
    expect(result.current.values).toEqual({});
  });
});
