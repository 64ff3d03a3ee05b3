import type { ConsoleOrderDetail, OrderPackage } from '@shop/contracts/order';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff, PLATFORM_ADMIN } from '@/test/staff';
import { OrderPackages } from './order-packages';

const pkg: OrderPackage = {
  package_id: 5,
  delivery_type: 'express',
  express_company: 'SF',
  express_company_name: '顺丰速运',
  express_no: 'SF1234567890',
  courier_name: '',
  courier_mobile: '',
  create_time: Date.UTC(2026, 10, 20, 2),
  goods: [
    {
      package_goods_id: 31,
      order_goods_id: 1,
      sku_name: '阿莫西林胶囊',
      sku_image: '',
      spec_name: '0.25g*24粒',
      unit: '盒',
      num: 3,
      batch_no: 'B240301',
      expiry_date: '2027-06-30',
      traceability_codes: ['81234567890123456789'],
      documents: [
        {
          annex_id: 9,
          doc_type: 'drug_test',
          doc_type_name: '药检报告',
          file_name: '药检报告 B240301.pdf',
          url: '/upload/annex/9',
          create_time: 1,
        },
      ],
    },
    {
      package_goods_id: 32,
      order_goods_id: 2,
      sku_name: '布洛芬缓释胶囊',
      sku_image: '',
      spec_name: '0.3g*20粒',
      unit: '盒',
      num: 1,
      batch_no: '',
      expiry_date: '',
      traceability_codes: [],
      documents: [],
    },
  ],
};
const goods = [
  { order_goods_id: 1, is_medicinal: true },
  { order_goods_id: 2, is_medicinal: true },
] as ConsoleOrderDetail['goods'];

const fulfil = {
  ...PLATFORM_ADMIN,
  permissions: [...PLATFORM_ADMIN.permissions, 'order.fulfil' as const],
};

describe('OrderPackages', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each line’s batch and documents; a medicine without a batch is flagged', () => {
    renderPage(asStaff(<OrderPackages packages={[pkg]} goods={goods} />));
    const [first, second] = screen.getAllByTestId('console-package-line');
    expect(within(first!).getByTestId('console-batch').textContent).toBe(
      '批号 B240301 · 有效期至 2027-06-30',
    );
    const link = within(first!).getByRole('link', { name: '药检报告：药检报告 B240301.pdf' });
    expect(link.getAttribute('href')).toBe('/upload/annex/9');
    expect(within(second!).getByText('未填写批号和有效期')).toBeTruthy();
    // The traceability codes the ERP sent back (issue 26), on their line only.
    expect(within(first!).getByTestId('console-trace-codes').textContent).toContain(
      '追溯码（1）：81234567890123456789',
    );
    expect(within(second!).queryByTestId('console-trace-codes')).toBeNull();
    // Without order.fulfil: nothing to change.
    expect(screen.queryByRole('button', { name: /编辑/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /上传/ })).toBeNull();
  }, 20_000);

  it('lets order.fulfil correct a batch and delete a document', async () => {
    const server = fakeServer({
      '/staff/api/order/batch': () => ({
        code: -1,
        message: '布洛芬缓释胶囊 的有效期不能早于发货日期',
        data: null,
      }),
      '/staff/api/order/annexdelete': () => ({ code: 0, data: 9 }),
    });
    renderPage(asStaff(<OrderPackages packages={[pkg]} goods={goods} />, fulfil));
    fireEvent.click(screen.getByRole('button', { name: '编辑 布洛芬缓释胶囊 的批号' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('编辑批号和有效期')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('药品请填写批号')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('布洛芬缓释胶囊 批号'), {
      target: { value: 'H2403' },
    });
    const expiry = within(dialog).getByLabelText('布洛芬缓释胶囊 有效期至');
    fireEvent.mouseDown(expiry);
    fireEvent.change(expiry, { target: { value: '2028-01-31' } });
    fireEvent.keyDown(expiry, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('布洛芬缓释胶囊 的有效期不能早于发货日期')).toBeTruthy();
    const sent = JSON.parse(
      server.mock.calls.find(([url]) => url === '/staff/api/order/batch')?.[1].body as string,
    ) as Record<string, unknown>;
    expect(sent).toMatchObject({
      package_goods_id: 32,
      batch_no: 'H2403',
      expiry_date: '2028-01-31',
    });

    fireEvent.click(screen.getByRole('button', { name: '删除 药检报告 B240301.pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: '删 除' }));
    await waitFor(() =>
      expect(server.mock.calls.some(([url]) => url === '/staff/api/order/annexdelete')).toBe(true),
    );
    expect(await screen.findByText('文件已删除')).toBeTruthy();
  }, 20_000);
});
