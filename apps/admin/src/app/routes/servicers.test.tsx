import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff, PLATFORM_ADMIN } from '@/test/staff';
import { ServicersPage } from './servicers';

const SERVICER = {
  staff_id: 9,
  username: 'service',
  nickname: '客服小美',
  site_id: 1,
  shop_name: '康源医药自营',
  status: 1,
  online: 1,
  create_time: 1_764_000_000,
};
const page = (list: unknown[]) => ({ code: 0, data: { page_count: 1, count: list.length, list } });
const shops = () => ({
  code: 0,
  data: {
    page_count: 1,
    count: 1,
    list: [
      {
        site_id: 1,
        shop_name: '康源医药自营',
        logo: '',
        description: '',
        telephone: '',
        address: '',
        is_own: 1,
        goods_count: 10,
        sale_count: 5,
      },
    ],
  },
});
const rules = () => ({
  code: 0,
  data: {
    login_types: ['username'],
    register_types: ['username'],
    password: { min_length: 8, complexity: ['number', 'letter'] },
    mobile_required: false,
    realname_required: false,
    area_required: false,
    qualification_required: false,
    invitation_required: false,
  },
});
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

/** The salesmen card below the list (issue 16). */
const salesmen = () => ({
  code: 0,
  data: [
    {
      staff_id: 12,
      username: 'sales',
      nickname: '业务员小陈',
      mobile: '13700137000',
      member_id: 40,
      member_username: 'sales',
      team_count: 3,
      status: 1,
    },
  ],
});

describe('ServicersPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists with the URL filters and disables after a confirmation saying what follows', async () => {
    let status = 1;
    const server = fakeServer({
      '/staff/api/servicer/lists': () => page([{ ...SERVICER, status }]),
      '/staff/api/salesman/lists': salesmen,
      '/api/shop/page': shops,
      '/staff/api/servicer/disable': () => {
        status = 0;
        return { code: 0, data: 9 };
      },
    });
    renderPage(asStaff(<ServicersPage />), { url: '/servicers?status=1&q=kf' });
    await screen.findByText('客服小美');
    expect(bodiesOf(server, '/staff/api/servicer/lists')[0]).toMatchObject({
      status: '1',
      keyword: 'kf',
    });
    fireEvent.click(screen.getByRole('button', { name: /停\s*用/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('正在接待的会话将退回等待队列');
    fireEvent.click(within(dialog).getByRole('button', { name: /停\s*用/ }));
    await screen.findByText('已停用');
    expect(bodiesOf(server, '/staff/api/servicer/disable')[0]).toMatchObject({ staff_id: 9 });
  }, 20_000);

  it("checks a new servicer's password against the shop's rules and shows the server's refusal", async () => {
    const server = fakeServer({
      '/staff/api/servicer/lists': () => page([]),
      '/staff/api/salesman/lists': salesmen,
      '/api/shop/page': shops,
      '/api/register/config': rules,
      '/staff/api/servicer/add': () => ({ code: -1, message: '用户名已被使用', data: null }),
    });
    renderPage(asStaff(<ServicersPage />), { url: '/servicers' });
    fireEvent.click(await screen.findByRole('button', { name: /新增客服/ }));
    const dialog = await screen.findByRole('dialog');
    await screen.findByText('密码长度 8-20 位，不能含空格，须包含数字、字母');
    fireEvent.change(within(dialog).getByLabelText('用户名'), { target: { value: 'kf01' } });
    fireEvent.change(within(dialog).getByLabelText('昵称'), { target: { value: '小新' } });
    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'abcdefgh' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await screen.findByText('密码须包含数字');
    expect(bodiesOf(server, '/staff/api/servicer/add')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('登录密码'), { target: { value: 'abcd1234' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: '所属店铺' }));
    fireEvent.click(
      await screen.findByText('康源医药自营', { selector: '.ant-select-item-option-content' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await within(dialog).findByText('用户名已被使用');
    expect(bodiesOf(server, '/staff/api/servicer/add')[0]).toMatchObject({
      username: 'kf01',
      nickname: '小新',
      password: 'abcd1234',
      site_id: 1,
    });
  }, 20_000);

  it('does not offer the shop choice to a shop account', async () => {
    const server = fakeServer({
      '/staff/api/servicer/lists': () => page([SERVICER]),
      '/staff/api/salesman/lists': salesmen,
    });
    renderPage(asStaff(<ServicersPage />, { ...PLATFORM_ADMIN, is_platform: 0 }), {
      url: '/servicers',
    });
    await screen.findByText('客服小美');
    expect(screen.queryByText('所属店铺')).toBeNull();
    // The salesmen card: phone and linked member login (issue 16).
    expect(await screen.findByText('业务员小陈')).toBeTruthy();
    expect(screen.getByText('13700137000')).toBeTruthy();
    expect(server.mock.calls.map(([url]) => url)).not.toContain('/api/shop/page');
  }, 20_000);
});
