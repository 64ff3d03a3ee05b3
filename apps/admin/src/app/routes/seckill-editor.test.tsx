import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { SeckillEditorPage } from './seckill-editor';

const TIMES = {
  code: 0,
  data: {
    list: [
      { id: 2, name: '午场', name_en: 'Noon', start_time: '12:00', end_time: '14:00', sort: 0 },
    ],
  },
};
const DETAIL = {
  promotion_id: 5,
  name: '周末秒杀',
  day: '2026-12-05',
  time_id: 2,
  time_name: '午场',
  start_time: 1_796_443_200_000,
  end_time: 1_796_450_400_000,
  state: 'scheduled',
  goods_count: 1,
  sold_num: 0,
  goods: [
    {
      sku_id: 7,
      goods_id: 3,
      sku_name: '阿莫西林胶囊',
      sku_image: '',
      price: '12.30',
      stock: 100,
      seckill_price: '9.90',
      seckill_stock: 20,
      sold_num: 0,
      limit: 2,
      sort: 0,
    },
  ],
};
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
const PUBLISH = { name: /发\s*布/ };

describe('SeckillEditorPage (issue 27)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the goods before saving and shows the server’s refusal as it says it', async () => {
    const server = fakeServer({
      '/staff/api/seckill/timelists': () => TIMES,
      '/staff/api/seckill/detail': () => ({ code: 0, data: DETAIL }),
      '/staff/api/seckill/edit': () => ({
        code: -1,
        message: '阿莫西林胶囊 已在秒杀「早场特惠」中，时间重叠',
        data: null,
      }),
    });
    renderPage(asStaff(<SeckillEditorPage />), {
      url: '/promotions/seckill/5/edit',
      path: '/promotions/seckill/:promotionId/edit',
    });
    const price = await screen.findByLabelText('阿莫西林胶囊 的秒杀价');
    expect(screen.getByText('¥12.30')).toBeTruthy();
    expect(screen.getByText('100')).toBeTruthy();

    fireEvent.change(price, { target: { value: '12.30' } });
    fireEvent.change(screen.getByLabelText('阿莫西林胶囊 的每人限购'), {
      target: { value: '1.5' },
    });
    fireEvent.click(screen.getByRole('button', PUBLISH));
    expect(await screen.findByText('秒杀价须低于售价 ¥12.30')).toBeTruthy();
    expect(screen.getByText('请输入不小于 0 的整数')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/seckill/edit')).toEqual([]);

    fireEvent.change(price, { target: { value: '8.8' } });
    fireEvent.change(screen.getByLabelText('阿莫西林胶囊 的每人限购'), {
      target: { value: '3' },
    });
    fireEvent.click(screen.getByRole('button', PUBLISH));
    expect(await screen.findByText('阿莫西林胶囊 已在秒杀「早场特惠」中，时间重叠')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/seckill/edit')).toMatchObject([
      {
        promotion_id: 5,
        name: '周末秒杀',
        day: '2026-12-05',
        time_id: 2,
        publish: true,
        goods: [{ sku_id: 7, seckill_price: '8.8', seckill_stock: 20, limit: 3, sort: 0 }],
      },
    ]);
  });

  it('asks for a name, day, slot and at least one goods before saving a draft', async () => {
    const server = fakeServer({
      '/staff/api/seckill/timelists': () => TIMES,
      '/staff/api/seckill/add': () => ({ code: 0, data: 9 }),
    });
    renderPage(asStaff(<SeckillEditorPage />), { url: '/promotions/seckill/new' });
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请至少添加一个商品')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('请输入活动名称')).toBeTruthy());
    expect(screen.getByText('请选择日期')).toBeTruthy();
    expect(screen.getByText('请选择场次')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/seckill/add')).toEqual([]);
  });

  it('picks SKUs from the goods list, with their price and stock, and publishes', async () => {
    const sku = (sku_id: number, spec_name: string, price: string, stock: number) => ({
      sku_id,
      sku_name: '阿莫西林胶囊',
      spec_name,
      sku_no: '',
      price,
      member_price: null,
      market_price: '0.00',
      stock,
      stock_alarm: 0,
      is_default: sku_id === 7,
    });
    const goods = {
      goods_id: 3,
      goods_name: '阿莫西林胶囊',
      generic_name: '',
      goods_image: '',
      manufacturer: '华北制药',
      approval_number: '',
      category_id: 1,
      category_name: '抗生素',
      brand_id: null,
      brand_name: '',
      bar_code: '',
      goods_erp_spid: '',
      site_id: 1,
      shop_name: '康源医药自营',
      goods_state: 1,
      sale_num: 0,
      expiry_date: null,
      control_label_ids: null,
      deleted_at: null,
      skus: [sku(7, '0.25g*24粒', '12.30', 100), sku(8, '0.5g*12粒', '15.00', 0)],
    };
    const server = fakeServer({
      '/staff/api/seckill/timelists': () => TIMES,
      '/staff/api/goods/lists': () => ({
        code: 0,
        data: { page_count: 1, count: 1, list: [goods] },
      }),
      '/staff/api/seckill/add': () => ({ code: 0, data: 9 }),
    });
    const page = renderPage(asStaff(<SeckillEditorPage />), { url: '/promotions/seckill/new' });
    fireEvent.click(await screen.findByRole('button', { name: /添加商品/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('搜索商品名称、通用名、编码、厂家'), {
      target: { value: '阿莫' },
    });
    fireEvent.keyDown(within(dialog).getByLabelText('搜索商品名称、通用名、编码、厂家'), {
      key: 'Enter',
      keyCode: 13,
    });
    const row = (await within(dialog).findByText('阿莫西林胶囊 0.25g*24粒')).closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: /添加所选（1）/ }));
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/goods/lists').at(-1)).toMatchObject({ search: '阿莫' }),
    );

    const price = await screen.findByLabelText('阿莫西林胶囊 0.25g*24粒 的秒杀价');
    const picked = price.closest('tr')!;
    expect(within(picked).getByText('¥12.30')).toBeTruthy();
    expect(within(picked).getByText('100')).toBeTruthy();
    expect(screen.queryByLabelText('阿莫西林胶囊 0.5g*12粒 的秒杀价')).toBeNull();
    fireEvent.change(price, { target: { value: '9.9' } });
    fireEvent.change(screen.getByLabelText('活动名称'), { target: { value: '早场特惠' } });
    const day = screen.getByLabelText('日期');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '2026-12-06' } });
    fireEvent.keyDown(day, { key: 'Enter', keyCode: 13 });
    fireEvent.mouseDown(screen.getByLabelText('场次'));
    fireEvent.click(await screen.findByText('午场 (12:00 – 14:00)'));
    fireEvent.click(screen.getByRole('button', PUBLISH));
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/seckill/add')).toMatchObject([
        {
          name: '早场特惠',
          day: '2026-12-06',
          time_id: 2,
          publish: true,
          goods: [{ sku_id: 7, seckill_price: '9.9', seckill_stock: 0, limit: 0, sort: 0 }],
        },
      ]),
    );
    await waitFor(() => expect(page.location()).toBe('/promotions/seckill?tab=seckills'));
  });

  it('does not edit a seckill that has ended', async () => {
    fakeServer({
      '/staff/api/seckill/timelists': () => TIMES,
      '/staff/api/seckill/detail': () => ({ code: 0, data: { ...DETAIL, state: 'ended' } }),
    });
    renderPage(asStaff(<SeckillEditorPage />), {
      url: '/promotions/seckill/5/edit',
      path: '/promotions/seckill/:promotionId/edit',
    });
    expect(await screen.findByText('该秒杀已结束或已关闭，不能再编辑')).toBeTruthy();
  });
});
