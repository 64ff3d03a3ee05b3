import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff, PLATFORM_ADMIN } from '@/test/staff';
import { StoresPage } from './stores';

const STORE = {
  store_id: 4,
  site_id: 1,
  shop_name: '康源医药自营',
  store_name: '康源医药江宁旗舰店',
  store_name_en: 'Kangyuan Jiangning Flagship Store',
  telephone: '025-52101888',
  province_id: 320000,
  city_id: 320100,
  district_id: 320115,
  full_address: '江苏省 南京市 江宁区',
  address: '康源路88号',
  open_hours: '周一至周日 08:00-21:00',
  open_hours_en: 'Mon-Sun 08:00-21:00',
  is_open: 1,
  verifier_count: 1,
  create_time: Date.UTC(2026, 10, 20, 1, 0, 0),
};
const VERIFIER = {
  id: 7,
  store_id: 4,
  member_id: 30,
  username: 'clerk',
  mobile: '13700137100',
  verifier_name: '王晓丽',
  create_time: Date.UTC(2026, 10, 21, 1, 0, 0),
};
const page = (list: unknown[]) => ({ code: 0, data: { page_count: 1, count: list.length, list } });
const areas = (body: Record<string, unknown>) => ({
  code: 0,
  data:
    body.pid === 0
      ? [{ id: 320000, pid: 0, name: '江苏省', shortname: '江苏', level: 1 }]
      : body.pid === 320000
        ? [{ id: 320100, pid: 320000, name: '南京市', shortname: '南京', level: 2 }]
        : [{ id: 320115, pid: 320100, name: '江宁区', shortname: '江宁', level: 3 }],
});
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
const SHOP_ACCOUNT = { ...PLATFORM_ADMIN, is_platform: 0 as const };

describe('StoresPage (issue 17)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the stores with their hours and closes one after saying what follows', async () => {
    let open = 1;
    const server = fakeServer({
      '/staff/api/store/lists': () => page([{ ...STORE, is_open: open }]),
      '/staff/api/store/status': () => {
        open = 0;
        return { code: 0, data: 4 };
      },
    });
    renderPage(asStaff(<StoresPage />, SHOP_ACCOUNT), { url: '/stores?q=江宁&is_open=1' });
    await screen.findByText('康源医药江宁旗舰店');
    expect(screen.getByText('Mon-Sun 08:00-21:00')).toBeTruthy();
    expect(screen.getByText('江苏省 南京市 江宁区 康源路88号')).toBeTruthy();
    expect(bodiesOf(server, '/staff/api/store/lists')[0]).toMatchObject({
      keyword: '江宁',
      is_open: '1',
    });
    fireEvent.click(screen.getByRole('button', { name: '关闭门店' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('已下单的订单仍可在该门店核销提货');
    fireEvent.click(within(dialog).getByRole('button', { name: '关闭门店' }));
    await screen.findByText('已关闭');
    expect(bodiesOf(server, '/staff/api/store/status')[0]).toMatchObject({
      store_id: 4,
      is_open: 0,
    });
  }, 20_000);

  it('edits a store with its region chosen and shows the server’s refusal', async () => {
    const server = fakeServer({
      '/staff/api/store/lists': () => page([STORE]),
      '/api/address/lists': areas,
      '/staff/api/store/edit': () => ({ code: -1, message: '所选地区不存在', data: null }),
    });
    renderPage(asStaff(<StoresPage />, SHOP_ACCOUNT), { url: '/stores' });
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    // The region being edited shows by its names, loaded level by level.
    await within(dialog).findByText('江苏省 / 南京市 / 江宁区');
    fireEvent.change(within(dialog).getByLabelText('营业时间'), {
      target: { value: '周一至周六 09:00-18:00' },
    });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: '电话' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('请输入正确的电话号码（数字和短横线）');
    expect(bodiesOf(server, '/staff/api/store/edit')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('联系电话'), {
      target: { value: '025-52101999' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('所选地区不存在');
    expect(bodiesOf(server, '/staff/api/store/edit')[0]).toMatchObject({
      store_id: 4,
      telephone: '025-52101999',
      province_id: 320000,
      city_id: 320100,
      district_id: 320115,
      open_hours: '周一至周六 09:00-18:00',
    });
  }, 20_000);

  it('binds a verifier by username or mobile and removes one after a confirmation', async () => {
    let verifiers = [VERIFIER];
    const server = fakeServer({
      '/staff/api/store/lists': () => page([STORE]),
      '/staff/api/store/verifiers': () => ({ code: 0, data: verifiers }),
      '/staff/api/store/bindverifier': () => ({
        code: -1,
        message: '未找到用户名或手机号为“nobody”的会员',
        data: null,
      }),
      '/staff/api/store/unbindverifier': () => {
        verifiers = [];
        return { code: 0, data: 7 };
      },
    });
    renderPage(asStaff(<StoresPage />, SHOP_ACCOUNT), { url: '/stores' });
    fireEvent.click(await screen.findByRole('button', { name: '1 人' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('王晓丽');
    expect(within(drawer).getByText('13700137100')).toBeTruthy();
    fireEvent.change(within(drawer).getByLabelText('会员账号'), { target: { value: 'nobody' } });
    fireEvent.click(within(drawer).getByRole('button', { name: '添加核销员' }));
    await within(drawer).findByText('未找到用户名或手机号为“nobody”的会员');
    expect(bodiesOf(server, '/staff/api/store/bindverifier')[0]).toMatchObject({
      store_id: 4,
      account: 'nobody',
      verifier_name: '',
    });
    fireEvent.click(within(drawer).getByRole('button', { name: /移\s*除/ }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: /移\s*除/ }));
    await within(drawer).findByText('暂无核销员，请添加会员为本门店核销员');
    expect(bodiesOf(server, '/staff/api/store/unbindverifier')[0]).toMatchObject({ id: 7 });
  }, 20_000);
});
