import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff, PLATFORM_ADMIN } from '@/test/staff';
import { SettingsPage } from './settings';

const SETTINGS = {
  site: { closed: false, closed_message: '' },
  offline_account: {
    bank_name: '工商银行',
    account_name: '康源医药',
    account_no: '6222 0212 0200',
  },
  order: { pay_timeout_minutes: 1440 },
  signin: {
    enabled: true,
    point: 5,
    growth: 2,
    streak_rewards: [{ days: 7, point: 30, growth: 15 }],
  },
  recharge: {
    min_amount: '100.00',
    max_amount: '1000000.00',
    packages: [{ id: 1, name: '充1000送20', amount: '1000.00', bonus: '20.00' }],
  },
  withdraw: { is_use: 1, min: '10.00', rate_bp: 60, transfer_types: ['bank', 'alipay'] },
  credit_statement: { settle_day: 1, due_days: 15 },
  licence_gate: { enabled: true },
  aftersale: {
    reasons: ['商品破损', '发错货'],
    reasons_en: ['Damaged goods', ''],
    shop_answer_days: 3,
    complain_days: 7,
    return_address: '',
  },
};
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

describe('SettingsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a shop's account the settings are the platform's, asking nothing", async () => {
    const server = fakeServer({});
    renderPage(asStaff(<SettingsPage />, { ...PLATFORM_ADMIN, is_platform: 0 }));
    await screen.findByText('仅平台账号可以管理商城设置');
    expect(server).not.toHaveBeenCalled();
  }, 20_000);

  it('asks before closing the mall and sends only the site group', async () => {
    const server = fakeServer({
      '/staff/api/settings/get': () => ({ code: 0, data: SETTINGS }),
      '/staff/api/settings/set': (body) => ({
        code: 0,
        data: { ...SETTINGS, site: body.site },
      }),
    });
    renderPage(asStaff(<SettingsPage />));
    fireEvent.click(await screen.findByText('暂停营业'));
    fireEvent.change(screen.getByLabelText('暂停营业提示'), { target: { value: '盘点中' } });
    fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('所有买家将无法浏览、下单和付款');
    expect(bodiesOf(server, '/staff/api/settings/set')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: /暂停营业/ }));
    await screen.findByText(/商城当前已暂停营业/);
    expect(bodiesOf(server, '/staff/api/settings/set')[0]).toMatchObject({
      site: { closed: true, closed_message: '盘点中' },
    });
    expect(bodiesOf(server, '/staff/api/settings/set')[0]).not.toHaveProperty('order');
  }, 20_000);

  it('says no transfer account is set until one is saved', async () => {
    const none = { bank_name: '', account_name: '', account_no: '' };
    const account = { bank_name: '招商银行', account_name: '康源医药', account_no: '6225 8812' };
    const server = fakeServer({
      '/staff/api/settings/get': () => ({ code: 0, data: { ...SETTINGS, offline_account: none } }),
      '/staff/api/settings/set': (body) => ({
        code: 0,
        data: { ...SETTINGS, offline_account: body.offline_account },
      }),
    });
    renderPage(asStaff(<SettingsPage />));
    await screen.findByText(/尚未设置收款账户/);
    expect(screen.queryByText('买家选择线下转账付款时，会看到以下收款账户')).toBeNull();
    fireEvent.change(screen.getByLabelText('开户银行'), { target: { value: account.bank_name } });
    fireEvent.change(screen.getByLabelText('账户名称'), {
      target: { value: account.account_name },
    });
    fireEvent.change(screen.getByLabelText('银行账号'), { target: { value: account.account_no } });
    fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[1]!);
    await screen.findByText('买家选择线下转账付款时，会看到以下收款账户', undefined, {
      timeout: 5000,
    });
    expect(screen.queryByText(/尚未设置收款账户/)).toBeNull();
    const sent = bodiesOf(server, '/staff/api/settings/set');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ offline_account: account });
  }, 40_000);

  it('refuses a timeout out of bounds instead of clamping it, and shows a server refusal', async () => {
    const server = fakeServer({
      '/staff/api/settings/get': () => ({ code: 0, data: SETTINGS }),
      '/staff/api/settings/set': () => ({
        code: -1,
        message: '操作的人太多，请稍后重试',
        data: null,
      }),
    });
    renderPage(asStaff(<SettingsPage />));
    const timeout = await screen.findByLabelText('未付款订单自动关闭时间');
    fireEvent.change(timeout, { target: { value: '3' } });
    const save = () => fireEvent.click(screen.getAllByRole('button', { name: /保\s*存/ })[2]!);
    save();
    // Four forms on the page (issue 16 added the sign-in rewards): validation takes a moment.
    await screen.findByText('请输入 5 到 43200 之间的整数分钟', undefined, { timeout: 5000 });
    expect(bodiesOf(server, '/staff/api/settings/set')).toEqual([]);
    fireEvent.change(timeout, { target: { value: '30' } });
    save();
    await screen.findByText('操作的人太多，请稍后重试');
    expect(bodiesOf(server, '/staff/api/settings/set')[0]).toMatchObject({
      order: { pay_timeout_minutes: 30 },
    });
  }, 40_000);
});
