import type { ConsoleRefundDetail } from '@shop/contracts/aftersale';
import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffOf } from '@/features/members/member-fixtures';
import { COMPLAIN_ROW, REFUND } from '@/features/refunds/refund-fixtures';
import { StaffContext } from '@/lib/staff';
import { RefundDetailPage } from './refund-detail';

type Handlers = Parameters<typeof fakeServer>[0];
const ok = (data: unknown = null) => ({ code: 0, data });
const DETAIL = '/staff/api/refund/detail';

const server = (refund: Partial<ConsoleRefundDetail> = {}, handlers: Handlers = {}) =>
  fakeServer({ [DETAIL]: () => ok({ ...REFUND, ...refund }), ...handlers });

const bodiesOf = (mock: ReturnType<typeof fakeServer>, path: string) =>
  mock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

const render = (role: Parameters<typeof staffOf>[0]) =>
  renderPage(
    <StaffContext.Provider value={staffOf(role)}>
      <RefundDetailPage />
    </StaffContext.Provider>,
    { url: '/refunds/31', path: '/refunds/:refundId' },
  );

/** The texts of the page header's buttons. */
const buttonTexts = () =>
  [...document.querySelectorAll('button')].map((b) => b.textContent?.replace(/\s/g, '') ?? '');

// The first render loads antd's many components: slow on a loaded machine.
describe('RefundDetailPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the buyer's case, the conversation and the shop's deadline", async () => {
    server();
    render('operator');
    expect(await screen.findByText('药品破损')).toBeTruthy();
    expect(screen.getAllByText('外包装压坏，两盒铝箔破裂')).toHaveLength(2);
    expect(screen.getByAltText('凭证图片 2')).toBeTruthy();
    expect(screen.getByText(/请在 2026-11-29 09:30:00 前处理该申请/)).toBeTruthy();
    expect(document.querySelector('[data-actor="buyer"]')?.textContent).toContain('买家申请售后');
    expect(screen.getByText('demo2')).toBeTruthy();
  });

  it('offers an operator the refund decisions but not the bank payment', async () => {
    server({ staff_actions: ['agree', 'refuse', 'transfer', 'message'] });
    render('operator');
    await screen.findByText('药品破损');
    expect(buttonTexts()).toEqual(expect.arrayContaining(['同意', '拒绝', '发送留言']));
    expect(buttonTexts()).not.toContain('已打款');
  });

  it('offers finance only the bank payment, and sends its remark', async () => {
    const mock = server(
      {
        refund_status: 4,
        refund_status_name: '待财务打款',
        staff_actions: ['transfer', 'message'],
      },
      { '/staff/api/refund/transfer': () => ok({ refund_id: 31, refund_status: 5 }) },
    );
    render('finance');
    await screen.findByText('药品破损');
    expect(buttonTexts()).not.toContain('发送留言');
    expect(buttonTexts()).not.toContain('同意');
    fireEvent.click(screen.getByRole('button', { name: '已打款' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('打款备注（如银行流水号）'), {
      target: { value: '工行流水 20261127001' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '已打款' }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/refund/transfer')).toEqual([
        expect.objectContaining({ refund_id: 31, remark: '工行流水 20261127001' }),
      ]),
    );
  });

  it('warns before confirming the arrival of a return the buyer has not sent (issue 25)', async () => {
    const receive = () => ok({ refund_id: 31, refund_status: 5 });
    const mock = server(
      {
        refund_type: 2,
        refund_status: 2,
        refund_status_name: '待买家退货',
        staff_actions: ['receive', 'message'],
      },
      { '/staff/api/refund/receive': receive },
    );
    render('operator');
    await screen.findByText('药品破损');
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/买家尚未填写退货物流单号/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '仍确认收货' }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/refund/receive')).toEqual([
        expect.objectContaining({ refund_id: 31, no_waybill: true }),
      ]),
    );
  });

  it('confirms the arrival of a sent return without a warning', async () => {
    const mock = server(
      { refund_type: 2, refund_status: 3, staff_actions: ['receive', 'refuse', 'message'] },
      { '/staff/api/refund/receive': () => ok({ refund_id: 31, refund_status: 5 }) },
    );
    render('operator');
    await screen.findByText('药品破损');
    fireEvent.click(screen.getByRole('button', { name: '确认收货' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText(/买家尚未填写退货物流单号/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认收货' }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/refund/receive')).toEqual([
        expect.objectContaining({ refund_id: 31, no_waybill: false }),
      ]),
    );
  });

  it("agrees to a return at the shop's address, which it will not send empty", async () => {
    const mock = server(
      {},
      { '/staff/api/refund/agree': () => ok({ refund_id: 31, refund_status: 2 }) },
    );
    render('admin');
    await screen.findByText('药品破损');
    fireEvent.click(screen.getByRole('button', { name: /^同\s?意$/ }));
    const dialog = await screen.findByRole('dialog');
    const address = within(dialog).getByLabelText('退货地址');
    expect(address).toHaveProperty('value', REFUND.default_return_address);
    expect(within(dialog).getByText(/商家确认收货后退款/)).toBeTruthy();

    fireEvent.change(address, { target: { value: ' ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认同意' }));
    expect(await within(dialog).findByText('退货退款请填写退货地址')).toBeTruthy();
    expect(bodiesOf(mock, '/staff/api/refund/agree')).toEqual([]);

    fireEvent.change(address, { target: { value: '上海市浦东新区仓库 021-5555' } });
    fireEvent.change(within(dialog).getByLabelText('给买家的说明（选填）'), {
      target: { value: '请用原包装寄回' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认同意' }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/refund/agree')).toEqual([
        expect.objectContaining({
          refund_id: 31,
          refund_way: 'balance',
          return_address: '上海市浦东新区仓库 021-5555',
          message: '请用原包装寄回',
        }),
      ]),
    );
  });

  it("shows the server's refusal when another staff member acted first, and reads again", async () => {
    const mock = server(
      { refund_type: 1, refund_type_name: '仅退款', refund_ways: ['balance', 'bank'] },
      {
        '/staff/api/refund/agree': () => ({
          code: -1,
          message: '该售后单已被处理，请刷新后查看',
          data: null,
        }),
      },
    );
    render('admin');
    await screen.findByText('药品破损');
    fireEvent.click(screen.getByRole('button', { name: /^同\s?意$/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText('退货地址')).toBeNull();
    fireEvent.click(within(dialog).getByLabelText('银行转账（财务线下打款）'));
    expect(await within(dialog).findByText(/财务线下转账后在此标记已打款/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '确认同意' }));
    expect(await within(dialog).findByText('该售后单已被处理，请刷新后查看')).toBeTruthy();
    expect(bodiesOf(mock, '/staff/api/refund/agree')[0]).not.toHaveProperty('return_address');
    expect(bodiesOf(mock, '/staff/api/refund/agree')[0]).toMatchObject({ refund_way: 'bank' });
    await waitFor(() => expect(bodiesOf(mock, DETAIL).length).toBeGreaterThan(1));
  });

  it("shows finance the buyer's receiving accounts when the refund may go by bank", async () => {
    server({
      pay_type: 'offline',
      refund_ways: ['balance', 'bank'],
      receiving_accounts: [
        {
          id: 4,
          withdraw_type: 'bank',
          realname: '王药师',
          mobile: '13800000002',
          bank_name: '中国工商银行',
          branch_name: '南京江宁支行',
          account_number: '6222020000001234',
          is_default: 1,
        },
      ],
    });
    render('admin');
    const card = (await screen.findByText('买家收款账户')).closest('.ant-card') as HTMLElement;
    expect(within(card).getByText('6222020000001234')).toBeTruthy();
    expect(within(card).getByText('中国工商银行 南京江宁支行')).toBeTruthy();
    expect(within(card).getByText('默认')).toBeTruthy();
  });

  it('tells finance when the buyer registered no account, and hides the card for balance', async () => {
    server({ pay_type: 'offline', refund_ways: ['balance', 'bank'] });
    render('admin');
    expect(await screen.findByText('买家未登记收款账户，请联系买家确认')).toBeTruthy();
    cleanup();
    server({});
    render('admin');
    await screen.findByText('药品破损');
    expect(screen.queryByText('买家收款账户')).toBeNull();
  });

  it('refuses with the reason the buyer reads', async () => {
    const mock = server(
      {},
      { '/staff/api/refund/refuse': () => ok({ refund_id: 31, refund_status: -1 }) },
    );
    render('operator');
    await screen.findByText('药品破损');
    fireEvent.click(screen.getByRole('button', { name: /^拒\s?绝$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /^拒\s?绝$/ }));
    expect(await within(dialog).findByText('请填写内容')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox'), {
      target: { value: '商品已拆封使用，不支持退货' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /^拒\s?绝$/ }));
    await waitFor(() =>
      expect(bodiesOf(mock, '/staff/api/refund/refuse')).toEqual([
        expect.objectContaining({ refund_id: 31, reason: '商品已拆封使用，不支持退货' }),
      ]),
    );
  });

  it('leaves a refund under complaint to the platform: no decisions, messages still', async () => {
    server({
      staff_actions: ['message'],
      complain: { ...COMPLAIN_ROW },
    });
    render('admin');
    expect(await screen.findByText(/买家已申请平台维权，等待平台裁定/)).toBeTruthy();
    expect(screen.getByText('收到时已破损，有开箱照片')).toBeTruthy();
    expect(screen.getAllByText('维权中').length).toBeGreaterThan(0);
    expect(buttonTexts()).not.toContain('同意');
    expect(buttonTexts()).toContain('发送留言');
  });

  it('answers an address that is no refund with a way back', async () => {
    fakeServer({ [DETAIL]: () => ({ code: -1, message: '售后单不存在', data: null }) });
    render('admin');
    expect(await screen.findByText('售后单不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回售后列表' })).toBeTruthy();
  });
});
