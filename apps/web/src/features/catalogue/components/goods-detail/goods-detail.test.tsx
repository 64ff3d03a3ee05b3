import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoodsDetail } from './goods-detail';
import { memberDetail, visitorDetail } from './test-fixtures';

type Answer = { code: number; message?: string; data?: unknown };
let answers: Record<string, Answer>;
let calls: { path: string; body: Record<string, unknown> }[];

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      calls.push({ path, body: JSON.parse(init.body as string) as Record<string, unknown> });
      const answer = answers[path] ?? { code: 0, data: {} };
      return Promise.resolve(new Response(JSON.stringify({ message: '', ...answer })));
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
});

function renderDetail(skuId: number) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/sku-${skuId}`]}>
        <GoodsDetail skuId={skuId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const callsTo = (path: string) => calls.filter((c) => c.path === path).map((c) => c.body);

// The first render of the whole page loads many antd modules: allow more than the 5 s default.
describe('GoodsDetail', { timeout: 20_000 }, () => {
  it('says 商品不存在或已下架 when the server refuses the id', async () => {
    answers = { '/api/goodssku/detail': { code: -1, message: '商品不存在' } };
    renderDetail(999);
    expect(await screen.findByText('商品不存在或已下架')).toBeTruthy();
    expect(callsTo('/api/goods/modifyclicks')).toEqual([]);
  });

  it('shows a visitor the goods with 登录可见, counts one click and records no footprint', async () => {
    answers = {
      '/api/goodssku/detail': { code: 0, data: { goods_sku_detail: visitorDetail() } },
      '/api/goods/modifyclicks': { code: 0, data: { click_num: 11 } },
    };
    renderDetail(5);
    expect(await screen.findByRole('heading', { name: '归脾丸 9g*10袋' })).toBeTruthy();
    expect(screen.getAllByText('登录可见').length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(callsTo('/api/goods/modifyclicks')).toHaveLength(1));
    expect(callsTo('/api/goods/modifyclicks')[0]).toMatchObject({ sku_id: 5 });
    expect(callsTo('/api/goodsbrowse/add')).toEqual([]);
  });

  it('records a footprint once for a member', async () => {
    document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`;
    answers = {
      '/api/goodssku/detail': { code: 0, data: { goods_sku_detail: memberDetail() } },
      '/api/goods/modifyclicks': { code: 0, data: { click_num: 11 } },
      '/api/goodsbrowse/add': { code: 0, data: 1 },
    };
    renderDetail(5);
    expect(await screen.findByRole('heading', { name: '归脾丸 9g*10袋' })).toBeTruthy();
    expect(screen.getByRole('region', { name: '价格' }).textContent).toContain('¥10.90');
    await vi.waitFor(() => expect(callsTo('/api/goodsbrowse/add')).toHaveLength(1));
    expect(callsTo('/api/goodsbrowse/add')[0]).toMatchObject({ goods_id: 3, sku_id: 5 });
    expect(callsTo('/api/goods/modifyclicks')).toHaveLength(1);
  });
});
