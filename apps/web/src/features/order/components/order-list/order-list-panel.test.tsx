import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import '@/lib/i18n';
import { wholeText } from '@/test/whole-text';
import { orderSummary } from '../../lib/test-orders';
import type { OrderListPlace } from '../../lib/order-tabs';
import { OrderListPanel } from './order-list-panel';

type Answer = { code?: number; message?: string; data: unknown };

/** A fetch answering each path from `answers` (a function gets the request body). */
function mockServer(answers: Record<string, Answer | ((body: Record<string, unknown>) => Answer)>) {
  const fetchMock = vi.fn((path: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as Record<string, unknown>;
    const entry = answers[path];
    const answer = typeof entry === 'function' ? entry(body) : entry;
    if (!answer) return Promise.resolve(new Response('{}', { status: 404 }));
    const { code = 0, message = '操作成功', data } = answer;
    return Promise.resolve(new Response(JSON.stringify({ code, message, data, timestamp: 1 })));
  });
  vi.stubGlobal('fetch', fetchMock);
  const calls = (path: string) =>
    fetchMock.mock.calls
      .filter(([p]) => p === path)
      .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
  return { fetchMock, calls };
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderPanel(place: OrderListPlace = { tab: 'all', page: 1 }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onPlaceChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={['/member/order_list']}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <OrderListPanel {...place} onPlaceChange={onPlaceChange} />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
  return { client, onPlaceChange };
}

const num = { waitpay: 1, waitsend: 2, waitconfirm: 0, waitrate: 0 };
const page = (list: unknown[]) => ({ page_count: 1, count: list.length, list });

beforeEach(() => {});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('我的订单', () => {
  it('shows tab counts, the orders of the tab and switches tabs through the URL', async () => {
    const { calls } = mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': { data: page([orderSummary()]) },
    });
    const { onPlaceChange } = renderPanel({ tab: 'waitpay', page: 1 });
    const card = await screen.findByRole('article');
    expect(within(card).getByText('待付款')).toBeTruthy();
    expect(within(card).getByText(wholeText('¥29.80'))).toBeTruthy();
    expect(within(card).getByText('×2')).toBeTruthy();
    expect(calls('/api/order/lists')[0]).toMatchObject({
      page: 1,
      page_size: 10,
      order_status: 'waitpay',
    });
    const tab = await screen.findByRole('tab', { name: /待发货\s*2/ });
    fireEvent.click(tab);
    expect(onPlaceChange).toHaveBeenCalledWith({ tab: 'waitsend', page: 1 });
  });

  it('pays an order from the list: a payment for it, then /pay', async () => {
    const { calls } = mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': { data: page([orderSummary()]) },
      '/api/order/pay': { data: { out_trade_no: '2026112200000000099' } },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /立即付款/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('where').textContent).toBe(
        '/pay?out_trade_no=2026112200000000099',
      ),
    );
    expect(calls('/api/order/pay')[0]).toMatchObject({ order_ids: [11] });
  });

  it('cancels after a confirm, then reloads the list and the counts', async () => {
    let closed = false;
    const { calls } = mockServer({
      '/api/order/num': () => ({ data: closed ? { ...num, waitpay: 0 } : num }),
      '/api/order/lists': () => ({
        data: page([
          closed
            ? orderSummary({ order_status: -1, order_status_name: '已关闭', actions: ['rebuy'] })
            : orderSummary(),
        ]),
      }),
      '/api/order/close': () => {
        closed = true;
        return { data: 11 };
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: /取消订单/ }));
    expect(calls('/api/order/close')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await screen.findByText('已关闭');
    expect(calls('/api/order/close')[0]).toMatchObject({ order_id: 11 });
    expect(calls('/api/order/num').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: /立即付款/ })).toBeNull();
  });

  it('buys again: goods into the cart, cart queries refreshed, then /cart', async () => {
    const { calls } = mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': {
        data: page([
          orderSummary({ order_status: 10, order_status_name: '已完成', actions: ['rebuy'] }),
        ]),
      },
      '/api/order/reBuy': { data: { added: 2, skipped: 1 } },
    });
    const { client } = renderPanel();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    fireEvent.click(await screen.findByRole('button', { name: /再次购买/ }));
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toBe('/cart'));
    expect(calls('/api/order/reBuy')[0]).toMatchObject({ order_id: 11 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cart'] });
  });

  it('groups bundle goods and marks exchange goods', async () => {
    mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': {
        data: page([
          orderSummary({
            order_goods: [
              { ...orderSummary().order_goods[0]!, order_goods_id: 1 },
              {
                ...orderSummary().order_goods[0]!,
                order_goods_id: 2,
                promotion_type: 'exchange',
                sku_name: '换购商品',
              },
              {
                ...orderSummary().order_goods[0]!,
                order_goods_id: 3,
                bl_id: 9,
                real_goods_money: '5.00',
              },
              {
                ...orderSummary().order_goods[0]!,
                order_goods_id: 4,
                bl_id: 9,
                real_goods_money: '7.50',
              },
            ],
          }),
        ]),
      },
    });
    renderPanel();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('换购')).toBeTruthy();
    expect(within(card).getByText('组合套餐')).toBeTruthy();
    expect(within(card).getByText('套餐小计 ¥12.50')).toBeTruthy();
  });

  it('names a group-buy line in the language of the page, and prices a points line in points', async () => {
    mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': {
        data: page([
          orderSummary({
            order_id: 21,
            order_goods: [
              {
                ...orderSummary().order_goods[0]!,
                promotion_type: 'groupbuy',
                sku_name: '团购商品',
              },
            ],
          }),
          orderSummary({
            order_id: 22,
            order_type: 'point',
            point: 190,
            order_money: '0.00',
            order_goods: [
              { ...orderSummary().order_goods[0]!, price: '0.00', sku_name: '积分商品' },
            ],
          }),
        ]),
      },
    });
    renderPanel();
    const [groupbuy, points] = await screen.findAllByRole('article');
    expect(within(groupbuy!).getByText('团购')).toBeTruthy();
    expect(within(groupbuy!).queryByText('groupbuy')).toBeNull();
    expect(within(points!).getByText('95 积分')).toBeTruthy();
    expect(within(points!).getByText('190 积分')).toBeTruthy();
    expect(within(points!).queryByText(wholeText('¥0.00'))).toBeNull();
  });

  it('prices a group-buy line at what each unit was paid, the list price struck through', async () => {
    mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': {
        data: page([
          orderSummary({
            order_goods: [
              {
                ...orderSummary().order_goods[0]!,
                promotion_type: 'groupbuy',
                num: 2,
                price: '5.10',
                discount_price: '4.30',
                goods_money: '10.20',
                real_goods_money: '8.60',
              },
            ],
          }),
        ]),
      },
    });
    renderPanel();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('¥4.30')).toBeTruthy();
    expect(within(card).getByText('¥5.10').tagName).toBe('DEL');
    expect(within(card).getByText('小计 ¥8.60')).toBeTruthy();
    expect(within(card).getByText('×2')).toBeTruthy();
  });

  it('says so on an empty tab, with a way to the shop', async () => {
    mockServer({
      '/api/order/num': { data: num },
      '/api/order/lists': { data: page([]) },
    });
    renderPanel({ tab: 'waitconfirm', page: 1 });
    expect(await screen.findByText('没有待收货的订单')).toBeTruthy();
    expect(screen.getByRole('link', { name: /去逛逛/ }).getAttribute('href')).toBe('/list');
  });
});
