import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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
      '/staff/api/seckill/add': () => ({ code: 0, data: { id: 9 } }),
    });
    renderPage(asStaff(<SeckillEditorPage />), { url: '/promotions/seckill/new' });
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    expect(await screen.findByText('请至少添加一个商品')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('请输入活动名称')).toBeTruthy());
    expect(screen.getByText('请选择日期')).toBeTruthy();
    expect(screen.getByText('请选择场次')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/seckill/add')).toEqual([]);
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
