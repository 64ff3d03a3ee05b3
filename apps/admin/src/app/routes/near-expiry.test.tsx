import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { NearExpiryPage } from './near-expiry';

const ROW = {
  goods_id: 3,
  sku_id: 5,
  goods_name: '阿莫西林胶囊',
  spec_name: '0.25g*24粒',
  manufacturer: '华北制药',
  goods_erp_spid: 'SP0001',
  unit: '盒',
  goods_state: 1,
  batches: [
    { batch_no: 'B2401', expiry_date: '2027-01-31', quantity: 30 },
    { batch_no: 'B2402', expiry_date: '2027-03-31', quantity: 20 },
  ],
  near_units: 50,
  sold: 8,
  left: 42,
  price: '12.00',
  near_expiry_price: '',
};
const page = (list: unknown[]) => ({
  code: 0,
  data: { page_count: 1, count: list.length, list, window_months: 6 },
});
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

describe('NearExpiryPage (ADR 0029)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the goods in the window with their batches, units and prices', async () => {
    fakeServer({
      '/staff/api/nearexpiry/lists': () => page([ROW]),
      '/staff/api/nearexpiry/config': () => ({ code: 0, data: { months: 6 } }),
    });
    renderPage(asStaff(<NearExpiryPage />), { url: '/near-expiry' });
    const row = (await screen.findByText('阿莫西林胶囊')).closest('tr')!;
    expect(within(row).getByText('0.25g*24粒 · 华北制药')).toBeTruthy();
    expect(within(row).getByText('ERP 编码：SP0001')).toBeTruthy();
    expect(within(row).getByText('B2401 · 效期至 2027-01-31 · 30盒')).toBeTruthy();
    expect(within(row).getByText('窗口内 50盒')).toBeTruthy();
    expect(within(row).getByText('已售 8盒')).toBeTruthy();
    expect(within(row).getByText('剩余 42盒')).toBeTruthy();
    expect(within(row).getByText('¥12.00')).toBeTruthy();
    expect(await screen.findByRole('spinbutton', { name: '效期在' })).toHaveProperty('value', '6');
  });

  it('shows the server’s refusal of a zone price and saves an accepted one', async () => {
    let refuse = true;
    const server = fakeServer({
      '/staff/api/nearexpiry/lists': () => page([ROW]),
      '/staff/api/nearexpiry/config': () => ({ code: 0, data: { months: 6 } }),
      '/staff/api/nearexpiry/setprice': (body) =>
        refuse
          ? { code: -1, message: '专区价不能高于售价', data: null }
          : { code: 0, data: { ...ROW, near_expiry_price: String(body.near_expiry_price) } },
    });
    renderPage(asStaff(<NearExpiryPage />), { url: '/near-expiry' });
    const input = await screen.findByLabelText('阿莫西林胶囊 的专区价');
    const row = input.closest('tr')!;
    fireEvent.change(input, { target: { value: '1.234' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await within(row).findByText('请输入金额，最多两位小数');
    expect(bodiesOf(server, '/staff/api/nearexpiry/setprice')).toEqual([]);

    fireEvent.change(input, { target: { value: '15' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await within(row).findByText('专区价不能高于售价');
    refuse = false;
    fireEvent.change(input, { target: { value: '9.5' } });
    fireEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/nearexpiry/setprice').at(-1)).toMatchObject({
        sku_id: 5,
        near_expiry_price: '9.5',
      }),
    );
    await waitFor(() => expect(within(row).queryByText('专区价不能高于售价')).toBeNull());
  });

  it('saves the window, 0 turning the zone off', async () => {
    const server = fakeServer({
      '/staff/api/nearexpiry/lists': () => page([]),
      '/staff/api/nearexpiry/config': () => ({ code: 0, data: { months: 6 } }),
      '/staff/api/nearexpiry/setconfig': (body) => ({
        code: 0,
        data: { months: Number(body.months) },
      }),
    });
    renderPage(asStaff(<NearExpiryPage />), { url: '/near-expiry' });
    const months = await screen.findByRole('spinbutton', { name: '效期在' });
    fireEvent.change(months, { target: { value: '0' } });
    expect(await screen.findByText(/设为 0 将关闭近效期专区/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]!);
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/nearexpiry/setconfig')).toMatchObject([{ months: 0 }]),
    );
  });
});
