import type { OrderGoodsAnnex } from '@shop/contracts/order';
import '@/lib/i18n';
import { shopDate } from '@shop/web-kit/shop-time';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderDetail, orderGoods } from '../../lib/test-orders';
import { OrderBatchSection } from './order-batch-section';

function answer(...envelopes: { code: number; message?: string; data: unknown }[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => {
    const next = envelopes.length > 1 ? envelopes.shift()! : envelopes[0]!;
    return Promise.resolve(new Response(JSON.stringify({ message: '', timestamp: 1, ...next })));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection(actions: ('logistics' | 'takedelivery')[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const order = orderDetail({
    order_id: 42,
    order_status: 3,
    actions,
    order_goods: [
      orderGoods({ order_goods_id: 1, sku_name: '阿莫西林胶囊 0.25g*24粒' }),
      orderGoods({ order_goods_id: 2, sku_name: '医用外科口罩' }),
    ],
  });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <OrderBatchSection order={order} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A day `days` after today (China time), YYYY-MM-DD. */
const inDays = (days: number) => shopDate(Date.now() + days * 86_400_000);

const lines: OrderGoodsAnnex[] = [
  {
    order_goods_id: 1,
    sku_name: '阿莫西林胶囊 0.25g*24粒',
    sku_image: '',
    spec_name: '',
    unit: '盒',
    num: 4,
    batches: [
      {
        package_goods_id: 31,
        package_id: 5,
        package_index: 1,
        batch_no: 'B240301',
        expiry_date: inDays(700),
        num: 3,
        documents: [
          {
            annex_id: 9,
            doc_type: 'drug_test',
            doc_type_name: '药检报告',
            file_name: '药检报告 B240301.pdf',
            url: '/upload/annex/9',
            create_time: 1,
          },
          {
            annex_id: 10,
            doc_type: 'factory_inspection',
            doc_type_name: '出厂检验报告',
            file_name: 'report.png',
            url: '/upload/annex/10',
            create_time: 2,
          },
        ],
      },
      {
        package_goods_id: 32,
        package_id: 6,
        package_index: 2,
        batch_no: 'B240415',
        expiry_date: inDays(90),
        num: 1,
        documents: [],
      },
    ],
  },
  {
    order_goods_id: 2,
    sku_name: '医用外科口罩',
    sku_image: '',
    spec_name: '',
    unit: '盒',
    num: 2,
    batches: [],
  },
];

describe('批号及质检报告', () => {
  it('lists each shipped batch with its expiry, package and reports to download', async () => {
    const fetchMock = answer({ code: 0, data: lines });
    renderSection(['logistics']);
    const rows = await screen.findAllByTestId('order-batch');
    expect(rows).toHaveLength(2);
    // The goods cell spans the line's two batches; the unshipped line has no row.
    expect(within(rows[0]!).getByText('阿莫西林胶囊 0.25g*24粒')).toBeTruthy();
    expect(screen.queryByText('医用外科口罩')).toBeNull();
    expect(screen.getAllByTestId('order-batch-no').map((c) => c.textContent)).toEqual([
      'B240301',
      'B240415',
    ]);
    expect(within(rows[0]!).getByText('包裹1')).toBeTruthy();
    expect(within(rows[1]!).getByText('包裹2')).toBeTruthy();
    // 近效期 only for the batch expiring within six months.
    expect(within(rows[0]!).queryByText('近效期')).toBeNull();
    expect(within(rows[1]!).getByText('近效期')).toBeTruthy();
    const report = within(rows[0]!).getByRole('link', {
      name: '下载药检报告：药检报告 B240301.pdf',
    });
    expect(report.getAttribute('href')).toBe('/upload/annex/9');
    expect(report.getAttribute('download')).toBe('药检报告 B240301.pdf');
    expect(within(rows[0]!).getByRole('link', { name: /出厂检验报告/ })).toBeTruthy();
    expect(within(rows[1]!).getByText('暂无')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/order/orderGoodsAnnex');
    expect(JSON.parse(init?.body as string)).toMatchObject({ order_id: 42 });
  }, 20_000);

  it('asks nothing and shows nothing before anything has shipped', () => {
    const fetchMock = answer({ code: 0, data: lines });
    renderSection([]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('批号及质检报告')).toBeNull();
  });

  it('shows a failure with 重试, which loads the batches', async () => {
    answer({ code: -1, message: '系统繁忙', data: null }, { code: 0, data: lines });
    renderSection(['logistics']);
    expect(await screen.findByText('批号信息加载失败')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findAllByTestId('order-batch')).toHaveLength(2);
  }, 20_000);
});
