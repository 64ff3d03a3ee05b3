import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { toast } from '@/lib/toast';
import { confirm } from './order-confirm.testing';
import { CheckoutView, type AddressSlotProps } from './checkout-view';

type Answer = { code: number; message?: string; data?: unknown } | 'network';
let calls: [string, Record<string, unknown>][];
let createAnswers: Answer[];
/** What `/calculate` answers from now on, when a test sets it (else the express/store figures). */
let calculateFigures: ReturnType<typeof confirm> | null;

function serve() {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      calls.push([path, body]);
      let answer: Answer = { code: -1, message: `no ${path}` };
      if (path === '/api/ordercreate/payment') answer = { code: 0, data: confirm() };
      if (path === '/api/store/lists') answer = { code: 0, data: STORES };
      if (path === '/api/ordercreate/calculate' && calculateFigures)
        answer = { code: 0, data: calculateFigures };
      else if (path === '/api/ordercreate/calculate') {
        const shop = (body.shops as { delivery_type: string; store_id?: number }[])[0];
        const store = shop?.delivery_type === 'store';
        answer = {
          code: 0,
          data: confirm({
            delivery_money: store ? '0.00' : '8.00',
            order_money: store ? '30.00' : '38.00',
            shops: confirm().shops.map((s) => ({
              ...s,
              delivery_type: store ? 'store' : 'express',
              // The server picks the shop's first open store until one is chosen.
              store_id: store ? (shop.store_id ?? STORES[0]!.store_id) : null,
              delivery_money: store ? '0.00' : '8.00',
              order_money: store ? '30.00' : '38.00',
            })),
          }),
        };
      }
      if (path === '/api/ordercreate/create') answer = createAnswers.shift() ?? answer;
      if (answer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify({ message: '', timestamp: 1, ...answer })),
      );
    }),
  );
}

const STORES = [21, 22].map((store_id, i) => ({
  store_id,
  site_id: 1,
  store_name: ['江宁门店', '鼓楼门店'][i]!,
  telephone: '025-52101888',
  full_address: '江苏省 南京市 江宁区',
  address: `康源路${88 + i}号`,
  open_hours: '周一至周日 08:00-21:00',
}));

const created = {
  code: 0,
  data: { out_trade_no: '20261122000000000001', order_ids: [7], pay_money: '38.00' },
};

function AddressStub({ value }: AddressSlotProps) {
  return <span>address {value}</span>;
}

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderCheckout() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/payment?cart_ids=5,6']}>
        <Routes>
          <Route
            path="/payment"
            element={
              <CheckoutView source={{ kind: 'cart', cart_ids: [5, 6] }} AddressSlot={AddressStub} />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const createCalls = () => calls.filter(([path]) => path === '/api/ordercreate/create');
const submitButton = () => screen.getByRole('button', { name: /提交订单/ });

beforeEach(() => {
  createAnswers = [];
  calculateFigures = null;
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CheckoutView', { timeout: 30_000 }, () => {
  it('shows the server figures and prices again with the same source after a change', async () => {
    renderCheckout();
    expect(await screen.findByTestId('summary-order')).toHaveProperty('textContent', '¥38.00');
    expect(screen.getByTestId('summary-promotion').textContent).toBe('-¥10.00');
    expect(screen.getByTestId('summary-delivery').textContent).toBe('+¥8.00');
    expect(calls[0]).toEqual([
      '/api/ordercreate/payment',
      expect.objectContaining({ cart_ids: [5, 6] }),
    ]);

    fireEvent.click(screen.getByRole('radio', { name: '门店自提' }));
    await waitFor(() => expect(screen.getByTestId('summary-order').textContent).toBe('¥30.00'));
    const calculate = calls.find(([path]) => path === '/api/ordercreate/calculate');
    expect(calculate?.[1]).toMatchObject({
      cart_ids: [5, 6],
      address_id: 3,
      shops: [{ site_id: 1, delivery_type: 'store', coupon_id: 0 }],
    });
  });

  it('creates one order on a double click and goes to the cashier', async () => {
    createAnswers = [created, created];
    renderCheckout();
    await screen.findByTestId('summary-order');
    await act(async () => {
      fireEvent.click(submitButton());
      fireEvent.click(submitButton());
    });
    await waitFor(() =>
      expect(screen.getByLabelText('where').textContent).toBe(
        '/pay?out_trade_no=20261122000000000001',
      ),
    );
    expect(createCalls()).toHaveLength(1);
    expect(createCalls()[0]?.[1]).toMatchObject({
      cart_ids: [5, 6],
      address_id: 3,
      invoice: null,
      shops: [{ site_id: 1, delivery_type: 'express', coupon_id: 0, buyer_message: '' }],
    });
  });

  it('retries a lost answer with the same key, and uses a new key after a refusal', async () => {
    const errors = vi.spyOn(toast, 'error');
    createAnswers = ['network', { code: -1, message: '库存不足' }, created];
    renderCheckout();
    await screen.findByTestId('summary-order');

    fireEvent.click(submitButton());
    await waitFor(() => expect(errors).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submitButton()).not.toHaveProperty('disabled', true));
    fireEvent.click(submitButton());
    await waitFor(() => expect(errors).toHaveBeenLastCalledWith('库存不足'));
    const [first, second] = createCalls().map(([, body]) => body.idempotency_key);
    expect(first).toMatch(/^[A-Za-z0-9-]{16,64}$/);
    expect(second).toBe(first);

    // A click while the button still shows the refused submit as loading would be ignored.
    await waitFor(() => expect(submitButton().classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toMatch(/^\/pay/), {
      timeout: 5000,
    });
    // The answer of the first key was lost: it is kept even after the refusal.
    expect(createCalls()[2]?.[1].idempotency_key).toBe(first);
  });

  it('prices the page again and warns when the prices changed since the confirmation', async () => {
    const warnings = vi.spyOn(toast, 'warning');
    const errors = vi.spyOn(toast, 'error');
    // The discount ended: 2 × 20.00 + 8.00 freight.
    const line = { ...confirm().shops[0]!.lines[0]!, discount_price: '20.00' };
    const changed = confirm({
      promotion_money: '0.00',
      order_money: '48.00',
      shops: [
        {
          ...confirm().shops[0]!,
          lines: [{ ...line, real_goods_money: '40.00', promotion_type: '' }],
          promotion_money: '0.00',
          order_money: '48.00',
        },
      ],
    });
    createAnswers = [{ code: -1, message: '价格已变化，请重新确认订单', data: changed }, created];
    renderCheckout();
    await screen.findByTestId('summary-order');
    calculateFigures = changed;

    fireEvent.click(submitButton());
    await waitFor(() => expect(warnings).toHaveBeenCalledWith('价格已变化，请重新确认订单'));
    expect(errors).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('summary-order').textContent).toBe('¥48.00'));
    const calculate = calls.findIndex(([path]) => path === '/api/ordercreate/calculate');
    const firstCreate = calls.findIndex(([path]) => path === '/api/ordercreate/create');
    expect(calculate).toBeGreaterThan(firstCreate);
    expect(createCalls()[0]?.[1].confirmed).toMatchObject({
      order_money: '38.00',
      lines: [{ sku_id: 11, discount_price: '15.00', real_goods_money: '30.00' }],
    });

    await waitFor(() => expect(submitButton().classList.contains('ant-btn-loading')).toBe(false));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.getByLabelText('where').textContent).toMatch(/^\/pay/));
    // The second submit confirms the new figures, under a new key (nothing was created).
    const [first, second] = createCalls().map(([, body]) => body);
    expect(second?.confirmed).toMatchObject({
      order_money: '48.00',
      lines: [{ sku_id: 11, discount_price: '20.00', real_goods_money: '40.00' }],
    });
    expect(second?.idempotency_key).not.toBe(first?.idempotency_key);
  });

  it('refuses to submit an incomplete VAT invoice', async () => {
    const warnings = vi.spyOn(toast, 'warning');
    renderCheckout();
    await screen.findByTestId('summary-order');
    fireEvent.click(screen.getByRole('radio', { name: '增值税专用发票' }));
    fireEvent.click(submitButton());
    await waitFor(() => expect(warnings).toHaveBeenCalledWith('请完善发票信息'));
    expect(createCalls()).toHaveLength(0);
    expect(await screen.findByText('请填写发票抬头（最多100字）')).toBeTruthy();
    expect(screen.getByText('请填写正确的银行账号（8-30位数字）')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: '普通发票' }));
    fireEvent.change(screen.getByLabelText('发票抬头'), { target: { value: '康源大药房' } });
    createAnswers = [created];
    fireEvent.click(submitButton());
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(createCalls()[0]?.[1].invoice).toEqual({
      invoice_type: 1,
      invoice_title: '康源大药房',
      taxpayer_number: '',
      invoice_email: '',
    });
  });

  it('offers the shop’s pickup stores with 门店自提 and submits the one chosen (issue 17)', async () => {
    createAnswers = [created];
    renderCheckout();
    await screen.findByTestId('summary-order');
    expect(screen.queryByRole('radiogroup', { name: '自提门店' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '门店自提' }));
    const picker = await screen.findByRole('radiogroup', { name: '自提门店' });
    expect(picker.textContent).toContain('康源路89号');
    expect(picker.textContent).toContain('周一至周日 08:00-21:00');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /江宁门店/ })).toHaveProperty('checked', true),
    );
    fireEvent.click(screen.getByRole('radio', { name: /鼓楼门店/ }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /鼓楼门店/ })).toHaveProperty('checked', true),
    );
    const calculated = calls.filter(([path]) => path === '/api/ordercreate/calculate');
    expect(calculated.at(-1)?.[1]).toMatchObject({
      shops: [{ site_id: 1, delivery_type: 'store', store_id: 22 }],
    });
    await act(async () => {
      fireEvent.click(submitButton());
    });
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(createCalls()[0]?.[1]).toMatchObject({
      shops: [{ site_id: 1, delivery_type: 'store', store_id: 22 }],
    });
  });
});
