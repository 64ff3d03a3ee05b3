import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { QueryState, type QueryView } from './query-state';

afterEach(cleanup);

const query = <T,>(patch: Partial<QueryView<T>>): QueryView<T> => ({
  data: undefined,
  error: null,
  refetch: vi.fn(),
  ...patch,
});

const names = (data: string[]) => (
  <ul aria-label="goods">
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows a busy skeleton while the query has no data yet', () => {
    render(<QueryState query={query<string[]>({})}>{names}</QueryState>);
    const status = screen.getByRole('status', { name: '加载中…' });
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.querySelector('.ant-skeleton')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'goods' })).toBeNull();
  });

  it("shows the page's own placeholder when given", () => {
    render(
      <QueryState query={query<string[]>({})} placeholder={<div data-testid="shaped" />}>
        {names}
      </QueryState>,
    );
    expect(screen.getByTestId('shaped')).toBeTruthy();
  });

  it("shows the title and the server's message on failure; 重试 refetches", () => {
    const failed = query<string[]>({ error: new Error('服务器繁忙') });
    render(
      <QueryState
        query={failed}
        errorTitle="订单加载失败"
        errorExtra={<button type="button">返回</button>}
      >
        {names}
      </QueryState>,
    );
    expect(screen.getByText('订单加载失败')).toBeTruthy();
    expect(screen.getByText('服务器繁忙')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the general title when none is given', () => {
    render(<QueryState query={query<string[]>({ error: new Error('') })}>{names}</QueryState>);
    expect(screen.getByText('加载失败，请重试')).toBeTruthy();
  });

  it('keeps the data already shown when a later refetch fails', () => {
    render(
      <QueryState query={query({ data: ['阿莫西林'], error: new Error('x') })}>{names}</QueryState>,
    );
    expect(screen.getByText('阿莫西林')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the empty state for an empty array or an empty page, with its text and action', () => {
    const { rerender } = render(
      <QueryState query={query<string[]>({ data: [] })}>{names}</QueryState>,
    );
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(
      <QueryState
        query={query({ data: { list: [], count: 0 } })}
        empty="暂无订单"
        emptyExtra={<button type="button">去逛逛</button>}
      >
        {() => 'never'}
      </QueryState>,
    );
    expect(screen.getByText('暂无订单')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去逛逛' })).toBeTruthy();
    expect(screen.queryByText('never')).toBeNull();
  });

  it('decides emptiness by isEmpty when given, and shows a whole empty view', () => {
    render(
      <QueryState
        query={query({ data: { total: 0 } })}
        isEmpty={(data) => data.total === 0}
        emptyView={<p>购物车是空的</p>}
      >
        {() => 'never'}
      </QueryState>,
    );
    expect(screen.getByText('购物车是空的')).toBeTruthy();
  });

  it('renders the children with the data', () => {
    render(<QueryState query={query({ data: ['阿莫西林', '布洛芬'] })}>{names}</QueryState>);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '阿莫西林',
      '布洛芬',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
