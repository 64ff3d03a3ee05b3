import type { ConsoleMemberDetail } from '@shop/contracts/member';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER, OPTIONS, staffOf } from '@/features/members/member-fixtures';
import { changeLang } from '@/lib/i18n';
import { StaffContext } from '@/lib/staff';
import { MemberDetailPage } from './member-detail';

type Handlers = Parameters<typeof fakeServer>[0];
const ok = (data: unknown = null) => ({ code: 0, data });

/** The detail of MEMBER (or `member`), the options, and any write handlers of the test. */
function server(handlers: Handlers = {}, member: () => ConsoleMemberDetail = () => MEMBER) {
  return fakeServer({
    '/staff/api/member/detail': () => ok(member()),
    '/staff/api/member/options': () => ok(OPTIONS),
    ...handlers,
  });
}

const bodiesOf = (mock: ReturnType<typeof fakeServer>, path: string) =>
  mock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

const render = (role: Parameters<typeof staffOf>[0], url = '/members/4') =>
  renderPage(
    <StaffContext.Provider value={staffOf(role)}>
      <MemberDetailPage />
    </StaffContext.Provider>,
    { url, path: '/members/:memberId' },
  );

const button = (name: RegExp) => screen.getByRole('button', { name });
/** The texts of the page's buttons, read at once (role queries are slow on a big page). */
const buttonTexts = () =>
  [...document.querySelectorAll('button')].map((b) => b.textContent ?? '').filter(Boolean);
const dialog = () => screen.findByRole('dialog');

// The first render loads antd's many components: slow on a loaded machine.
describe('MemberDetailPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers an administrator every action, and links the orders to the orders screen', async () => {
    server();
    render('admin');
    expect(await screen.findByText('13700137001')).toBeTruthy();
    expect(buttonTexts()).toEqual(
      expect.arrayContaining([
        '通过审核',
        '驳 回',
        '修改类型',
        '修改等级',
        '分配业务员',
        '调整余额',
        '设置授信',
        '关联账号',
        '禁用账号',
      ]),
    );
    expect(screen.getByRole('link', { name: '查看全部订单' }).getAttribute('href')).toBe(
      '/orders?buyer=shoptest01',
    );
    expect(screen.getByRole('img', { name: '营业执照 1' })).toBeTruthy();
    expect(screen.getByText('待发货')).toBeTruthy();
  });

  it('lets a salesman read only, and finance change only the money', async () => {
    server();
    const { unmount } = render('salesman');
    await screen.findByText('13700137001');
    expect(buttonTexts()).toEqual(['返回会员列表']);
    // no order screen for a salesman: the orders are shown without links to a 403 page
    expect(screen.getByText('SO202611260001').closest('a')).toBeNull();
    expect(screen.queryByText('查看全部订单')).toBeNull();
    unmount();

    render('finance');
    await screen.findByText('13700137001');
    expect(buttonTexts()).toEqual(['返回会员列表', '调整余额', '设置授信']);
  });

  it('adjusts the balance: shows the result, refuses below zero before sending', async () => {
    let balance = '500.00';
    const mock = server(
      {
        '/staff/api/member/adjustbalance': () => {
          balance = '600.00';
          return ok({ balance, credit_limit: '2000.00', credit_used: '300.00' });
        },
      },
      () => ({ ...MEMBER, balance }),
    );
    render('finance');
    await screen.findByText('13700137001');
    fireEvent.click(button(/调整余额/));
    const modal = within(await dialog());
    const [amount, reason] = modal.getAllByRole('textbox');
    fireEvent.change(amount!, { target: { value: '-600' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    expect(await modal.findByText('调整后余额不能小于 0')).toBeTruthy();
    expect(await modal.findByText('-¥100.00')).toBeTruthy();
    fireEvent.change(amount!, { target: { value: '100' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    expect(await modal.findByText('请填写调整原因（至少 2 个字）')).toBeTruthy();
    expect(bodiesOf(mock, '/staff/api/member/adjustbalance')).toEqual([]);
    fireEvent.change(reason!, { target: { value: '线下转账充值' } });
    expect(await modal.findByText('¥600.00')).toBeTruthy();
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/member/adjustbalance')).toEqual([
        expect.objectContaining({ member_id: 4, amount: '100', remark: '线下转账充值' }),
      ]),
    );
    // the detail is asked again and shows the new balance
    await waitFor(() => expect(bodiesOf(mock, '/staff/api/member/detail')).toHaveLength(2));
  });

  it('rejects a document only with a reason, and shows the server refusal in the dialog', async () => {
    const mock = server({
      '/staff/api/member/reviewdocument': () => ({
        code: -1,
        message: '该证件不是待审核状态，可能已被他人处理',
        data: null,
      }),
    });
    render('member_manager');
    await screen.findByText('13700137001');
    fireEvent.click(button(/驳\s*回/));
    const modal = within(await dialog());
    fireEvent.click(modal.getByRole('button', { name: /驳\s*回/ }));
    expect(await modal.findByText('请填写驳回原因（至少 2 个字）')).toBeTruthy();
    expect(bodiesOf(mock, '/staff/api/member/reviewdocument')).toEqual([]);
    fireEvent.change(modal.getByRole('textbox'), { target: { value: '营业执照不清晰' } });
    fireEvent.click(modal.getByRole('button', { name: /驳\s*回/ }));
    expect(await modal.findByText('该证件不是待审核状态，可能已被他人处理')).toBeTruthy();
    expect(bodiesOf(mock, '/staff/api/member/reviewdocument')).toEqual([
      expect.objectContaining({ id: 31, pass: 0, remark: '营业执照不清晰' }),
    ]);
  });

  it('reads an approved licence past its end as expired, never as approved', async () => {
    const drugLicence = {
      ...MEMBER.documents[0]!,
      id: 32,
      type_key: 'drug_licence',
      valid_to: '2026-10-31',
      scopes: ['rx', 'otc'],
      status: 1 as const,
      expired: true,
    };
    server({}, () => ({ ...MEMBER, qualification_status: 'expired', documents: [drugLicence] }));
    render('member_manager');
    await screen.findByText('13700137001');
    // the member's state in the header, the profile and the licence card, and the document's tag
    expect(screen.getAllByText('已过期')).toHaveLength(4);
    expect(screen.queryByText('已通过')).toBeNull();
  });

  it('joins the licence scopes the way the console language writes a list', async () => {
    const withScopes = () => ({
      ...MEMBER,
      documents: [{ ...MEMBER.documents[0]!, scopes: ['rx', 'otc', 'device2'] }],
    });
    server({}, withScopes);
    const { unmount } = render('member_manager');
    expect(await screen.findByText('处方药、非处方药、第二类医疗器械')).toBeTruthy();
    unmount();
    await changeLang('en-US');
    try {
      render('member_manager');
      expect(
        await screen.findByText('Prescription drugs, OTC drugs, Class II devices'),
      ).toBeTruthy();
    } finally {
      await changeLang('zh-CN');
    }
  });

  it('refuses a credit limit below the credit in use or without a reason before sending', async () => {
    const mock = server({
      '/staff/api/member/setcredit': () =>
        ok({ balance: '500.00', credit_limit: '5000.50', credit_used: '300.00' }),
    });
    render('admin');
    await screen.findByText('13700137001');
    fireEvent.click(button(/设置授信/));
    const modal = within(await dialog());
    const input = modal.getByLabelText('授信额度（元）');
    fireEvent.change(input, { target: { value: '200' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    expect(await modal.findByText('授信额度不能低于已用授信 ¥300.00')).toBeTruthy();
    fireEvent.change(input, { target: { value: '5000.505' } });
    expect(await modal.findByText('请输入金额，最多 2 位小数')).toBeTruthy();
    fireEvent.change(input, { target: { value: '5000.50' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    expect(await modal.findByText('请填写调整原因（至少 2 个字）')).toBeTruthy();
    expect(bodiesOf(mock, '/staff/api/member/setcredit')).toEqual([]);
    fireEvent.change(modal.getByLabelText('调整原因'), { target: { value: ' 年度授信 ' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/member/setcredit')).toEqual([
        expect.objectContaining({ member_id: 4, credit_limit: '5000.50', reason: '年度授信' }),
      ]),
    );
  });

  it('links an account found by its exact username', async () => {
    const mock = server({
      '/staff/api/member/lists': (body) =>
        ok({
          page_count: 1,
          count: 2,
          list:
            body.search === 'demo2'
              ? [
                  { ...MEMBER, member_id: 22, username: 'demo22' },
                  { ...MEMBER, member_id: 2, username: 'demo2' },
                ]
              : [],
        }),
      '/staff/api/member/linkaccount': () => ok(),
    });
    render('member_manager');
    await screen.findByText('13700137001');
    fireEvent.click(button(/关联账号/));
    const modal = within(await dialog());
    fireEvent.change(modal.getByRole('textbox'), { target: { value: 'nobody' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    expect(await modal.findByText('找不到用户名为「nobody」的会员')).toBeTruthy();
    fireEvent.change(modal.getByRole('textbox'), { target: { value: 'demo2' } });
    fireEvent.click(modal.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/member/linkaccount')).toEqual([
        expect.objectContaining({ member_id: 4, link_member_id: 2 }),
      ]),
    );
  });

  it('disables after a confirmation saying the member is signed out at once, with the reason', async () => {
    const mock = server({ '/staff/api/member/disable': () => ok() });
    render('member_manager');
    await screen.findByText('13700137001');
    fireEvent.click(button(/禁用账号/));
    const modal = within(await dialog());
    expect(modal.getByText(/将立即被退出所有已登录的设备/)).toBeTruthy();
    fireEvent.change(modal.getByLabelText('停用原因（选填）'), { target: { value: ' 资质造假 ' } });
    fireEvent.click(modal.getByRole('button', { name: /禁用账号/ }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/member/disable')).toEqual([
        expect.objectContaining({ member_id: 4, reason: '资质造假' }),
      ]),
    );
  });

  it('answers a member out of reach with the server message', async () => {
    fakeServer({
      '/staff/api/member/detail': () => ({ code: -1, message: '会员不存在', data: null }),
    });
    render('admin', '/members/999');
    expect(await screen.findByText('会员不存在')).toBeTruthy();
  });
});
