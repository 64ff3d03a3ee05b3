import type { EvaluateInfo, EvaluateLine } from '@shop/contracts/aftersale';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { EvaluatePanel } from './evaluate-panel';

const evaluate = (again: string): NonNullable<EvaluateLine['evaluate']> => ({
  evaluate_id: 5,
  scores: 4,
  content: '包装完好，效期新鲜',
  images: [],
  is_anonymous: false,
  explain_first: '',
  is_audit: 1,
  create_time: 1_795_000_000_000,
  again_content: again,
  again_images: [],
  again_explain: '',
  again_time: again ? 1_795_100_000_000 : null,
});

/** The order as the server answers it: 追评 open, then done once the follow-up is saved. */
const info = (followedUp: boolean): EvaluateInfo => ({
  order_id: 7,
  order_no: '202611270000010007',
  shop_name: '康源医药自营',
  order_status: 10,
  is_evaluate: followedUp ? 2 : 1,
  state: followedUp ? 'done' : 'again',
  evaluate_audit: false,
  list: [
    {
      order_goods_id: 31,
      goods_id: 3,
      sku_id: 4,
      sku_name: '阿莫西林胶囊',
      sku_image: '',
      spec_name: '',
      num: 2,
      price: '12.50',
      refunded: false,
      evaluate: evaluate(followedUp ? '用了一周，效果不错' : ''),
    },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('追评 on the evaluation page', () => {
  it('asks to confirm the one follow-up before saving it, then says it is saved', async () => {
    let followedUp = false;
    const fetchMock = vi.fn((path: string) => {
      const data =
        path === '/api/goodsevaluate/again'
          ? ((followedUp = true), { order_id: 7, is_evaluate: 2, waiting_review: false })
          : info(followedUp);
      return Promise.resolve(
        new Response(JSON.stringify({ code: 0, message: '操作成功', data, timestamp: 1 })),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    const saved = () =>
      fetchMock.mock.calls.filter(([path]) => path === '/api/goodsevaluate/again');
    render(
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
      >
        <App>
          <MemoryRouter>
            <EvaluatePanel orderId={7} />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    fireEvent.change(await screen.findByLabelText('阿莫西林胶囊 追加评价'), {
      target: { value: '用了一周，效果不错' },
    });
    fireEvent.click(screen.getByRole('button', { name: '提交追评' }));

    // Thinking again saves nothing and keeps the words.
    const first = await screen.findByRole('dialog', { name: '确认提交追评？' });
    expect(
      within(first).getByText('将追评 1 件商品。每个订单只能追评一次，提交后不能修改。'),
    ).toBeTruthy();
    fireEvent.click(within(first).getByRole('button', { name: '再想想' }));
    expect(saved()).toHaveLength(0);
    expect(screen.getByDisplayValue('用了一周，效果不错')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '提交追评' }));
    // the first dialog may still be fading out: the newest one asks again
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    const second = screen.getAllByRole('dialog').at(-1)!;
    fireEvent.click(within(second).getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('追评成功')).toBeTruthy();
    expect(screen.getByText('感谢您的评价！评价已展示在商品详情页。')).toBeTruthy();
    expect(saved()).toHaveLength(1);
  });
});
