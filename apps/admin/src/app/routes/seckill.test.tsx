import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { SeckillPage } from './seckill';

const ROW = {
  promotion_id: 5,
  name: '周末秒杀',
  day: '2026-12-05',
  time_id: 2,
  time_name: '午场',
  start_time: 1_796_443_200_000,
  end_time: 1_796_450_400_000,
  state: 'running',
  goods_count: 3,
  sold_num: 12,
};
const page = (list: unknown[]) => ({ code: 0, data: { page_count: 1, count: list.length, list } });
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

describe('SeckillPage (issue 27)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists seckills with their stage; only open ones can be edited or closed', async () => {
    const server = fakeServer({
      '/staff/api/seckill/lists': () =>
        page([ROW, { ...ROW, promotion_id: 6, name: '上周秒杀', state: 'ended' }]),
      '/staff/api/seckill/close': () => ({ code: 0, data: 5 }),
    });
    renderPage(asStaff(<SeckillPage />), { url: '/promotions/seckill?state=running' });
    const running = (await screen.findByText('周末秒杀')).closest('tr')!;
    expect(within(running).getByText('进行中')).toBeTruthy();
    expect(within(running).getByText('午场')).toBeTruthy();
    const ended = screen.getByText('上周秒杀').closest('tr')!;
    expect(within(ended).getByText('已结束')).toBeTruthy();
    expect(within(ended).queryByRole('button', { name: /关\s*闭/ })).toBeNull();
    expect(bodiesOf(server, '/staff/api/seckill/lists')[0]).toMatchObject({ state: 'running' });

    fireEvent.click(within(running).getByRole('button', { name: /关\s*闭/ }));
    const title = await screen.findByText('确定关闭秒杀「周末秒杀」？', {
      selector: '.ant-modal-confirm-title',
    });
    const dialog = title.closest<HTMLElement>('.ant-modal-confirm-body-wrapper')!;
    fireEvent.click(within(dialog).getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() =>
      expect(bodiesOf(server, '/staff/api/seckill/close')).toMatchObject([{ promotion_id: 5 }]),
    );
    expect(await screen.findByText('秒杀已关闭')).toBeTruthy();
  });

  it('shows the slots and the server’s refusal of an overlapping one', async () => {
    const server = fakeServer({
      '/staff/api/seckill/timelists': () => ({
        code: 0,
        data: {
          list: [
            {
              id: 2,
              name: '午场',
              name_en: 'Noon',
              start_time: '12:00',
              end_time: '14:00',
              sort: 0,
            },
          ],
        },
      }),
      '/staff/api/seckill/timeadd': () => ({
        code: -1,
        message: '与场次「午场」时间重叠',
        data: null,
      }),
    });
    renderPage(asStaff(<SeckillPage />), { url: '/promotions/seckill?tab=slots' });
    expect(await screen.findByText('12:00 – 14:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新增场次/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('场次名称'), { target: { value: '晚场' } });
    fireEvent.change(within(dialog).getByLabelText('开始时间'), { target: { value: '13:00' } });
    fireEvent.change(within(dialog).getByLabelText('结束时间'), { target: { value: '25:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请按 HH:mm 输入时间，00:00 - 24:00')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/seckill/timeadd')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('结束时间'), { target: { value: '24:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('与场次「午场」时间重叠')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/seckill/timeadd')).toMatchObject([
      { name: '晚场', name_en: '', start_time: '13:00', end_time: '24:00', sort: 0 },
    ]);
  });
});
