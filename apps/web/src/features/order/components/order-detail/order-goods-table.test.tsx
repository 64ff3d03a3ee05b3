import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { orderGoods } from '../../lib/test-orders';
import { OrderGoodsTable } from './order-goods-table';
import { OrderInvoices } from './order-invoices';

afterEach(cleanup);

const inApp = (node: ReactNode) => (
  <QueryClientProvider client={new QueryClient()}>
    <MemoryRouter>{node}</MemoryRouter>
  </QueryClientProvider>
);

const batch = (over: object) => ({
  order_goods_id: 1,
  package_id: 5,
  batch_no: 'B240301',
  expiry_date: '2027-06-30',
  num: 2,
  traceability_codes: ['80000000000000081234', '80000000000000081235'],
  ...over,
});

describe('批号/效期/追溯码 under an order line (issue 26)', () => {
  it('folds a line’s batches to a count and unfolds batch, expiry, units and codes', () => {
    render(
      inApp(
        <OrderGoodsTable
          goods={[orderGoods({ order_goods_id: 1 }), orderGoods({ order_goods_id: 2 })]}
          batches={[
            batch({}),
            batch({
              batch_no: 'B240415',
              expiry_date: '2027-09-30',
              num: 1,
              traceability_codes: [],
            }),
          ]}
        />,
      ),
    );
    const toggle = screen.getByRole('button', { name: '批号/效期/追溯码（2 个批号，2 个追溯码）' });
    expect(screen.queryByText('80000000000000081234')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(/批号 B240301，有效期至 2027-06-30/)).toBeTruthy();
    expect(screen.getByText(/批号 B240415，有效期至 2027-09-30/)).toBeTruthy();
    expect(screen.getByText('80000000000000081235')).toBeTruthy();
    // Only the shipped line has the row.
    expect(screen.getAllByRole('button', { name: /批号\/效期\/追溯码/ })).toHaveLength(1);
  });

  it('offers each issued invoice for download, and nothing before one is issued', () => {
    const { container } = render(<OrderInvoices invoices={[]} />);
    expect(container.textContent).toBe('');
    render(
      <OrderInvoices
        invoices={[
          {
            invoice_id: 9,
            invoice_no: '04400213',
            invoice_date: '2026-11-29',
            amount: '75.00',
            url: '/upload/invoice/9',
          },
        ]}
      />,
    );
    expect(screen.getByText('发票号码 04400213')).toBeTruthy();
    expect(screen.getByRole('link', { name: '下载发票' }).getAttribute('href')).toBe(
      '/upload/invoice/9',
    );
  });
});

describe('a near-expiry line of an order (ADR 0029)', () => {
  it('shows 近效期 and the expiry it bought beside its name, no promotion tag', () => {
    render(
      inApp(
        <OrderGoodsTable
          goods={[
            orderGoods({ order_goods_id: 1 }),
            orderGoods({
              order_goods_id: 2,
              promotion_type: 'near_expiry',
              expiry_date: '2027-03-31',
            }),
          ]}
        />,
      ),
    );
    const notes = screen.getAllByTestId('near-expiry-note');
    expect(notes.map((n) => n.textContent)).toEqual(['近效期效期至 2027-03-31']);
    expect(notes[0]!.closest('tr')!.textContent).not.toContain('near_expiry');
  });
});
