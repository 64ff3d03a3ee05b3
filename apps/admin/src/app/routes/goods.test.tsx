import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { GoodsPage } from './goods';

const SKU = {
  sku_id: 31,
  sku_name: '阿莫西林胶囊 0.25g*24粒',
  spec_name: '0.25g*24粒/盒',
  sku_no: 'SP001-1',
  price: '12.30',
  member_price: '11.00',
  market_price: '15.00',
  stock: 100,
  stock_alarm: 0,
  is_default: true,
};
const GOODS = {
  goods_id: 3,
  goods_name: '阿莫西林胶囊',
  generic_name: '阿莫西林胶囊',
  goods_image: '',
  manufacturer: '华北制药',
  approval_number: '国药准字H13023964',
  category_id: 5,
  category_name: '抗生素',
  brand_id: null,
  brand_name: '',
  bar_code: '',
  goods_erp_spid: '',
  site_id: 1,
  shop_name: '康源医药自营',
  goods_state: 1,
  sale_num: 8,
  expiry_date: null,
  control_label_ids: null,
  deleted_at: null,
  skus: [SKU],
};
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

function serve(editSku: () => { code: number; message?: string; data: unknown }) {
  return fakeServer({
    '/staff/api/goods/lists': () => ({
      code: 0,
      data: { page_count: 1, count: 1, list: [GOODS] },
    }),
    '/api/goodscategory/tree': () => ({ code: 0, data: [] }),
    '/staff/api/goods/editsku': editSku,
    '/staff/api/goods/setshelf': () => ({ code: 0, data: { ...GOODS, goods_state: 0 } }),
    '/staff/api/goods/batchprice': () => ({ code: 0, data: { changed: 1 } }),
    '/staff/api/brand/lists': () => ({ code: 0, data: { page_count: 0, count: 0, list: [] } }),
    '/api/register/labellist': () => ({ code: 0, data: [{ label_id: 2, label_name: '诊所' }] }),
  });
}

describe('GoodsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("searches with the URL and shows each SKU's price, member price and stock", async () => {
    const server = serve(() => ({ code: 0, data: GOODS }));
    renderPage(asStaff(<GoodsPage />), { url: '/goods?q=阿莫&goods_state=1&sort=stock&order=asc' });
    await screen.findByText('¥12.30');
    expect(screen.getByText('¥11.00')).toBeTruthy();
    expect(screen.getByText('100')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/goods/lists')[0]).toMatchObject({
      search: '阿莫',
      goods_state: '1',
      sort: 'stock',
      order: 'asc',
    });
  }, 40_000);

  it('checks a SKU edit as the server does, sends only what changed, shows a refusal', async () => {
    const server = serve(() => ({ code: -1, message: '操作的人太多，请稍后重试', data: null }));
    renderPage(asStaff(<GoodsPage />), { url: '/goods' });
    fireEvent.click(await screen.findByRole('button', { name: /修\s*改/ }));
    const dialog = await screen.findByRole('dialog');
    const field = (label: string) => within(dialog).getByLabelText(label);
    const save = () => fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    fireEvent.change(field('会员价'), { target: { value: '12.31' } });
    fireEvent.change(field('库存'), { target: { value: '1.5' } });
    save();
    await within(dialog).findByText('会员价不能高于销售价');
    await within(dialog).findByText('库存须为 0 到 99,999,999 之间的整数');
    expect(bodiesOf(server, '/staff/api/goods/editsku')).toEqual([]);

    fireEvent.change(field('会员价'), { target: { value: '' } });
    fireEvent.change(field('库存'), { target: { value: '90' } });
    save();
    await within(dialog).findByText('操作的人太多，请稍后重试');
    expect(bodiesOf(server, '/staff/api/goods/editsku')[0]).toMatchObject({
      sku_id: 31,
      member_price: '',
      stock: 90,
    });
    expect(bodiesOf(server, '/staff/api/goods/editsku')[0]).not.toHaveProperty('price');
  }, 40_000);

  it('takes a goods off the shelf only after a confirmation', async () => {
    const server = serve(() => ({ code: 0, data: GOODS }));
    renderPage(asStaff(<GoodsPage />), { url: '/goods' });
    await screen.findByText('¥12.30');
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('华北制药'))!;
    fireEvent.click(within(row).getByRole('button', { name: /下\s*架/ }));
    expect(await screen.findByText('下架后买家将无法搜索和购买该商品')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/goods/setshelf')).toEqual([]);
    const confirm = screen.getAllByRole('button', { name: /下\s*架/ }).at(-1)!;
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/goods/setshelf')[0]).toMatchObject({
        goods_id: 3,
        goods_state: 0,
      }),
    );
  }, 40_000);

  it('previews a batch price change with the server rule and saves the chosen goods', async () => {
    const server = serve(() => ({ code: 0, data: GOODS }));
    renderPage(asStaff(<GoodsPage />), { url: '/goods' });
    await screen.findByText('¥12.30');
    const row = screen.getAllByRole('row').find((r) => r.textContent?.includes('华北制药'))!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '批量调价' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '10' } });
    // 12.30 × 110 % = 13.53; member price 11.00 -> 12.10.
    expect(await within(dialog).findByText('¥13.53')).toBeTruthy();
    expect(within(dialog).getByText('¥12.10')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认调价' }));
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/goods/batchprice')[0]).toMatchObject({
        goods_ids: [3],
        mode: 'percent',
        value: '10',
      }),
    );
  }, 40_000);
});
