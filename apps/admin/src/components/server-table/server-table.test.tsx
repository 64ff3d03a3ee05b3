import type { Page } from '@shop/contracts/common';
import { renderPage } from '@shop/web-kit/testing';
import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListStateOptions } from './list-state';
import { ServerTable } from './server-table';
import { useListState } from './use-list-state';

type Row = { id: number; no: string };
const OPTIONS: ListStateOptions = { filters: ['status'], sortFields: ['no'] };

/** A list page whose fake call answers `answer(body)`; the bodies it was called with are kept. */
function OrdersTable({ answer }: { answer: (body: Record<string, string | number>) => Page<Row> }) {
  const list = useListState(OPTIONS);
  const query = useQuery({
    queryKey: ['rows', list.body],
    queryFn: async () => answer(list.body),
  });
  return (
    <ServerTable<Row>
      list={list}
      query={query}
      rowKey="id"
      columns={[{ key: 'no', title: '订单号', dataIndex: 'no', sorter: true }]}
    />
  );
}

const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, no: `NO-${from + i}` }));

describe('ServerTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the page the address names and pages through the URL', async () => {
    const answer = vi.fn((body: Record<string, string | number>) => ({
      count: 45,
      page_count: 3,
      list: rows((Number(body.page) - 1) * 20 + 1, 20),
    }));
    const { location } = renderPage(<OrdersTable answer={answer} />, {
      url: '/orders?page=2&status=paid',
    });
    expect(await screen.findByText('NO-21')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    expect(answer).toHaveBeenLastCalledWith({ page: 2, page_size: 20, status: 'paid' });

    fireEvent.click(screen.getByTitle('3'));
    expect(await screen.findByText('NO-41')).toBeTruthy();
    expect(location()).toBe('/orders?page=3&status=paid');
  });

  it('sorts on the server through the URL', async () => {
    const answer = vi.fn(() => ({ count: 1, page_count: 1, list: rows(1, 1) }));
    const { location } = renderPage(<OrdersTable answer={answer} />, { url: '/orders?page=2' });
    await screen.findByText('NO-1');
    fireEvent.click(screen.getByRole('columnheader', { name: /订单号/ }));
    await waitFor(() => expect(location()).toBe('/orders?sort=no&order=asc'));
    expect(answer).toHaveBeenLastCalledWith({ page: 1, page_size: 20, sort: 'no', order: 'asc' });
  });

  it('offers to clear the filters when they hide every row', async () => {
    const { location } = renderPage(
      <OrdersTable answer={() => ({ count: 0, page_count: 0, list: [] })} />,
      { url: '/orders?status=closed' },
    );
    fireEvent.click(await screen.findByRole('button', { name: '清除筛选条件' }));
    await waitFor(() => expect(location()).toBe('/orders'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('shows a failure with the server message and retries', async () => {
    let fail = true;
    const answer = () => {
      if (fail) throw new Error('日期格式不正确');
      return { count: 1, page_count: 1, list: rows(7, 1) };
    };
    renderPage(<OrdersTable answer={answer} />, { url: '/orders' });
    const result = (await screen.findByText('日期格式不正确')).closest('.ant-result');
    expect(result).toBeTruthy();
    fail = false;
    fireEvent.click(within(result as HTMLElement).getByRole('button', { name: '重 试' }));
    expect(await screen.findByText('NO-7')).toBeTruthy();
  });

  it('goes to the last page when the address is past it', async () => {
    const answer = vi.fn((body: Record<string, string | number>) =>
      Number(body.page) > 2
        ? { count: 30, page_count: 2, list: [] }
        : { count: 30, page_count: 2, list: rows(21, 10) },
    );
    const { location } = renderPage(<OrdersTable answer={answer} />, { url: '/orders?page=9' });
    await waitFor(() => expect(location()).toBe('/orders?page=2'));
    expect(await screen.findByText('NO-21')).toBeTruthy();
  });
});
