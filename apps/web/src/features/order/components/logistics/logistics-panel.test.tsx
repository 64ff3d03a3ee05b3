import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { LogisticsPanel } from './logistics-panel';

function answer(data: unknown, code = 0, message = '操作成功') {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
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
          <LogisticsPanel orderId={orderId} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (id: number, name: string, num: number, batchNo = '') => ({
  package_goods_id: id * 10 + num,
  order_goods_id: id,
  sku_name: name,
  sku_image: '',
  spec_name: '',
  unit: '盒',
  num,
  batch_no: batchNo,
  expiry_date: batchNo ? '2027-06-30' : '',
  traceability_codes: [] as string[],
  documents: batchNo
    ? [
        {
          annex_id: 9,
          doc_type: 'drug_test',
          doc_type_name: '药检报告',
          file_name: `药检报告 ${batchNo}.pdf`,
          url: '/upload/annex/9',
          create_time: 1,
        },
      ]
    : [],
});

describe('物流信息', () => {
  it('shows each package with its company, tracking number and goods', async () => {
    const fetchMock = answer([
      {
        package_id: 1,
        delivery_type: 'express',
        express_company: 'SF',
        express_company_name: '顺丰速运',
        express_no: 'SF1234567890',
        courier_name: '',
        courier_mobile: '',
        create_time: Date.UTC(2026, 10, 22, 2, 0, 0),
        goods: [line(1, '归脾丸', 3, 'B240301'), line(2, '阿莫西林胶囊', 1)],
      },
      {
        package_id: 2,
        delivery_type: 'express',
        express_company: 'ZTO',
        express_company_name: '中通快递',
        express_no: 'ZT99887766',
        courier_name: '',
        courier_mobile: '',
        create_time: Date.UTC(2026, 10, 22, 3, 0, 0),
        goods: [line(2, '阿莫西林胶囊', 3)],
      },
    ]);
    renderPanel(42);
    const packages = await screen.findAllByTestId('logistics-package');
    expect(packages).toHaveLength(2);
    expect(screen.getByText('包裹1')).toBeTruthy();
    expect(screen.getAllByTestId('logistics-expressNo').map((e) => e.textContent)).toEqual([
      'SF1234567890',
      'ZT99887766',
    ]);
    expect(screen.getAllByTestId('logistics-company').map((e) => e.textContent)).toEqual([
      '顺丰速运',
      '中通快递',
    ]);
    expect(screen.getAllByTestId('logistics-goods')).toHaveLength(3);
    // Each line's batch, and the batch's report to download; nothing for a line without one.
    const batches = screen.getAllByTestId('logistics-batch');
    expect(batches).toHaveLength(1);
    expect(batches[0]!.textContent).toContain('批号：B240301');
    expect(batches[0]!.textContent).toContain('有效期至：2027-06-30');
    const report = screen.getByRole('link', { name: '下载药检报告：药检报告 B240301.pdf' });
    expect(report.getAttribute('href')).toBe('/upload/annex/9');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toContain('/api/order/package');
    expect(JSON.parse(init?.body as string)).toMatchObject({ order_id: 42 });
  });

  it('says when nothing shipped yet, and shows the server’s refusal of another’s order', async () => {
    answer([]);
    renderPanel(42);
    expect(await screen.findByText('该订单还没有发货的包裹')).toBeTruthy();
    cleanup();
    answer(null, -1, '订单不存在');
    renderPanel(43);
    expect(await screen.findByText('订单不存在')).toBeTruthy();
  });

  it('asks nothing for a missing order id', () => {
    const fetchMock = answer([]);
    renderPanel(undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
