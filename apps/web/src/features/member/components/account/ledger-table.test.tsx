import type { LedgerRow } from '@shop/contracts/member';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LedgerTable } from './ledger-table';

const row = (over: Partial<LedgerRow>): LedgerRow => ({
  id: 1,
  account_type: 'balance',
  from_type: 'order_pay',
  amount: '-300.00',
  remark: '',
  link: null,
  create_time: 1_795_000_000_000,
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

describe('LedgerTable', () => {
  it('names a payment by its order and a refund by itself, each linked; other rows keep their remark', async () => {
    fakeServer({
      '/api/memberaccount/page': () => ({
        code: 0,
        data: {
          count: 3,
          page_count: 1,
          list: [
            row({
              id: 1,
              remark: 'P2026112900001',
              link: { kind: 'order', id: 7, no: '202611290930120007' },
            }),
            row({
              id: 2,
              from_type: 'refund',
              amount: '43.50',
              remark: 'R2026112900002',
              link: { kind: 'refund', id: 9, no: 'R2026112900002' },
            }),
            row({ id: 3, from_type: 'recharge', amount: '1020.00', remark: '线下充值' }),
          ],
        },
      }),
    });
    const view = renderPage(<LedgerTable />, { url: '/member/account' });
    const order = await screen.findByRole('link', { name: '订单 202611290930120007' });
    expect(screen.queryByText('P2026112900001')).toBeNull();
    expect(screen.getByRole('link', { name: '售后 R2026112900002' })).toBeTruthy();
    expect(screen.getByText('线下充值')).toBeTruthy();
    fireEvent.click(order);
    expect(view.location()).toBe('/member/order_detail?order_id=7');
  });
});
