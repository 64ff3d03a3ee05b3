import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { VerifyDeskPanel } from './verify-desk-panel';

type Answer = { code: number; message?: string; data: unknown };
let calls: [string, Record<string, unknown>][];

const STORES = [{ store_id: 1, store_name: '江宁门店', site_id: 1, shop_name: '康源医药自营' }];
const info = (verified: boolean) => ({
  verify_code: '12345678',
  verify_type: 'pickup',
  verify_type_name: '自提核销',
  order_id: 9,
  order_no: '202611270001',
  shop_name: '康源医药自营',
  store_id: 1,
  store_name: '江宁门店',
  buyer_name: '康***房',
  buyer_mobile: '138****8001',
  pay_time: Date.UTC(2026, 10, 27, 3, 0, 0),
  items: [{ sku_name: '阿莫西林胶囊', sku_image: '', spec_name: '0.25g*24粒', unit: '盒', num: 3 }],
  goods_num: 3,
  is_verified: verified,
  verify_time: verified ? Date.UTC(2026, 10, 27, 4, 0, 0) : null,
  verifier_name: verified ? '王晓丽' : '',
});

function serve(answers: Record<string, (body: Record<string, unknown>) => Answer>) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      calls.push([path, body]);
      const answer = answers[path]?.(body) ?? { code: -1, message: `no ${path}`, data: null };
      return Promise.resolve(
        new Response(JSON.stringify({ timestamp: 1, message: '', ...answer })),
      );
    }),
  );
}

function renderDesk() {
  document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <VerifyDeskPanel />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const lookUp = async (typed: string) => {
  const input = await screen.findByRole('searchbox', { name: '核销码' });
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('核销台', { timeout: 20_000 }, () => {
  it('tells a member who verifies nowhere that the desk is not theirs', async () => {
    serve({
      '/api/verify/checkisverifier': () => ({
        code: 0,
        data: { is_verifier: false, stores: [] },
      }),
    });
    renderDesk();
    expect(await screen.findByText('您还不是门店核销员')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: '核销码' })).toBeNull();
  });

  it('looks a scanned code up (digits only), shows what it covers, then verifies it once', async () => {
    let verified = false;
    serve({
      '/api/verify/checkisverifier': () => ({
        code: 0,
        data: { is_verifier: true, stores: STORES },
      }),
      '/api/verify/verifyInfo': () => ({ code: 0, data: info(verified) }),
      '/api/verify/verify': () => {
        verified = true;
        return {
          code: 0,
          data: { verify_id: 5, order_id: 9, verify_time: Date.UTC(2026, 10, 27, 4, 0, 0) },
        };
      },
    });
    renderDesk();
    expect(await screen.findByText('江宁门店 · 康源医药自营')).toBeTruthy();
    await lookUp(' 1234 5678\n');
    expect(await screen.findByText('202611270001')).toBeTruthy();
    expect(screen.getByText('康***房')).toBeTruthy();
    expect(screen.getByText('×3盒')).toBeTruthy();
    expect(calls.find(([p]) => p === '/api/verify/verifyInfo')?.[1]).toMatchObject({
      verify_code: '12345678',
    });
    fireEvent.click(screen.getByRole('button', { name: '确认核销' }));
    expect(await screen.findByText('核销成功')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看核销记录' }).getAttribute('href')).toBe(
      '/member/verification_detail?verify_id=5',
    );
    expect(calls.filter(([p]) => p === '/api/verify/verify')).toHaveLength(1);
  });

  it('shows the server’s refusal of a verify, and a verified code without the confirm button', async () => {
    let verified = false;
    serve({
      '/api/verify/checkisverifier': () => ({
        code: 0,
        data: { is_verifier: true, stores: STORES },
      }),
      '/api/verify/verifyInfo': () => ({ code: 0, data: info(verified) }),
      '/api/verify/verify': () => {
        verified = true;
        return { code: -1, message: '该核销码已核销，不能重复核销', data: null };
      },
    });
    renderDesk();
    await lookUp('12345678');
    fireEvent.click(await screen.findByRole('button', { name: '确认核销' }));
    await waitFor(() =>
      expect(screen.getAllByText('该核销码已核销，不能重复核销').length).toBeGreaterThan(0),
    );
    // The code's view is asked again: verified, by whom, and no way to verify it again.
    expect(await screen.findByText('王晓丽')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认核销' })).toBeNull();
  });
});
