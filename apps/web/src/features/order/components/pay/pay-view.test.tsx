import type { PayInfo } from '@shop/contracts/order';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { toast } from '@/lib/toast';
import { PayView } from './pay-view';

const NO = '20261122000000000001';

const info = (over: Partial<PayInfo> = {}): PayInfo => ({
  out_trade_no: NO,
  pay_money: '38.00',
  status: 0,
  pay_type: '',
  voucher: '',
  voucher_reject_reason: '',
  orders: [
    {
      order_id: 7,
      order_no: '1001',
      order_name: '阿莫西林胶囊',
      order_money: '38.00',
      order_status: 0,
    },
  ],
  account: {
    balance: '100.00',
    credit_limit: '0.00',
    credit_available: '0.00',
    has_pay_password: false,
  },
  offline: { bank_name: '工商银行', account_name: '康源医药', account_no: '6222000011112222' },
  create_time: 1,
  pay_time: null,
  close_time: null,
  ...over,
});

let calls: [string, Record<string, unknown>][];
let current: PayInfo;
let payAnswer: { code: number; message?: string; data?: unknown };

beforeEach(() => {
  calls = [];
  current = info();
  payAnswer = {
    code: 0,
    data: { out_trade_no: NO, status: 1, pay_type: 'balance', pay_money: '38.00' },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, unknown>;
      calls.push([path, body]);
      const answer =
        path === '/api/pay/info'
          ? { code: 0, data: current }
          : path === '/api/pay/pay'
            ? payAnswer
            : { code: -1 };
      return Promise.resolve(
        new Response(JSON.stringify({ message: '', timestamp: 1, ...answer })),
      );
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderPay(outTradeNo: string | null = NO) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/pay']}>
        <Routes>
          <Route path="/pay" element={<PayView outTradeNo={outTradeNo} />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const payCalls = () => calls.filter(([path]) => path === '/api/pay/pay');

describe('PayView', { timeout: 30_000 }, () => {
  it('asks to confirm a balance payment without a pay password and pays once', async () => {
    renderPay();
    expect((await screen.findByTestId('pay-money')).textContent).toBe('¥38.00');
    fireEvent.click(screen.getByRole('button', { name: '立即支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('确认使用余额支付 ¥38.00？')).toBeTruthy();
    const ok = within(dialog).getByRole('button', { name: /确\s*认/ });
    await act(async () => {
      fireEvent.click(ok);
      fireEvent.click(ok);
    });
    await waitFor(() =>
      expect(screen.getByLabelText('where').textContent).toBe(`/result?out_trade_no=${NO}`),
    );
    expect(payCalls()).toEqual([
      ['/api/pay/pay', expect.objectContaining({ out_trade_no: NO, pay_type: 'balance' })],
    ]);
  });

  it('asks for the 6-digit pay password when one is set, and shows a refusal', async () => {
    current = info({ account: { ...info().account, has_pay_password: true } });
    payAnswer = { code: -1, message: '支付密码错误' };
    const errors = vi.spyOn(toast, 'error');
    renderPay();
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const dialog = await screen.findByRole('dialog');
    const ok = within(dialog).getByRole('button', { name: /确\s*认/ });
    expect(ok).toHaveProperty('disabled', true);
    const boxes = [...dialog.querySelectorAll('input')];
    expect(boxes).toHaveLength(6);
    // Typed in one go (as a paste): the boxes spread the digits.
    fireEvent.input(boxes[0]!, { target: { value: '654321' } });
    await waitFor(() => expect(ok).toHaveProperty('disabled', false));
    fireEvent.click(ok);
    await waitFor(() => expect(errors).toHaveBeenCalledWith('支付密码错误'));
    expect(payCalls()[0]?.[1]).toMatchObject({ pay_type: 'balance', pay_password: '654321' });
    expect(screen.queryByLabelText('where')).toBeNull();
  });

  it('asks for the pay password on account (账期支付) too, issue 16', async () => {
    current = info({
      account: {
        balance: '0.00',
        credit_limit: '500.00',
        credit_available: '500.00',
        has_pay_password: true,
      },
    });
    payAnswer = { code: -1, message: '支付密码错误' };
    renderPay();
    expect(
      (await screen.findByRole('radio', { name: /账期支付/ })).getAttribute('aria-checked'),
    ).toBe('true');
    fireEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/使用账期额度支付/)).toBeTruthy();
    fireEvent.input(dialog.querySelector('input')!, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*认/ }));
    await waitFor(() =>
      expect(payCalls()[0]?.[1]).toMatchObject({ pay_type: 'credit', pay_password: '123456' }),
    );
  });

  it('disables the balance when it is short, and starts on the offline transfer', async () => {
    current = info({ account: { ...info().account, balance: '37.99' } });
    renderPay();
    const balance = await screen.findByRole('radio', { name: /余额支付/ });
    expect(balance.getAttribute('aria-disabled')).toBe('true');
    expect(within(balance).getByText('余额不足')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /线下转账/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByText('6222000011112222')).toBeTruthy();
  });

  it('disables the offline transfer, saying why, while the shop has set no account', async () => {
    current = info({ offline: { bank_name: '', account_name: '', account_no: '' } });
    renderPay();
    const offline = await screen.findByRole('radio', { name: /线下转账/ });
    expect(offline.getAttribute('aria-disabled')).toBe('true');
    expect(within(offline).getByText('商家尚未设置收款账户，暂不支持线下转账')).toBeTruthy();
    fireEvent.click(offline);
    expect(offline.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radio', { name: /余额支付/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.queryByRole('button', { name: '提交凭证' })).toBeNull();
  });

  it('tells the buyer when the unpaid orders close by themselves', async () => {
    // Noon in China: the deadline 90 minutes on is the same day (past midnight it shows a date).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T04:00:00Z') });
    try {
      current = info({ close_time: Date.now() + 90 * 60_000 + 30_000 });
      renderPay();
      expect((await screen.findByTestId('pay-deadline')).textContent).toBe(
        '请在 13:30 前完成支付（剩余 1小时30分），超时订单将自动取消',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a paid payment with a link to its result instead of paying again', async () => {
    current = info({ status: 1, pay_type: 'balance' });
    renderPay();
    expect(await screen.findByText('该订单已支付')).toBeTruthy();
    expect(screen.getByRole('link', { name: /查看支付结果/ }).getAttribute('href')).toBe(
      `/result?out_trade_no=${NO}`,
    );
    expect(screen.queryByRole('button', { name: '立即支付' })).toBeNull();
  });

  it('says so when the payment does not exist', async () => {
    renderPay(null);
    expect(await screen.findByText('没有找到该支付单')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});
