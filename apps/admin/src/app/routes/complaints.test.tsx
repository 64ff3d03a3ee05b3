import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffOf } from '@/features/members/member-fixtures';
import { COMPLAIN_ROW, REFUND } from '@/features/refunds/refund-fixtures';
import { StaffContext } from '@/lib/staff';
import { ComplaintsPage } from './complaints';

const ok = (data: unknown = null) => ({ code: 0, data });
const LIST = '/staff/api/complain/lists';
const DECIDE = '/staff/api/complain/decide';

const bodiesOf = (mock: ReturnType<typeof fakeServer>, path: string) =>
  mock.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

const render = (platform: boolean, url = '/complaints') =>
  renderPage(
    <StaffContext.Provider value={{ ...staffOf('admin'), is_platform: platform ? 1 : 0 }}>
      <ComplaintsPage />
    </StaffContext.Provider>,
    { url },
  );

/** The ruling's last confirmation, over the drawer. */
async function confirmBox(): Promise<HTMLElement> {
  await screen.findAllByText('裁定提交后不能修改，确认提交？');
  const box = document.querySelector<HTMLElement>('.ant-modal-confirm');
  if (!box) throw new Error('no confirmation');
  return box;
}

const REFUND_UNDER_COMPLAINT = {
  ...REFUND,
  refund_status: -1,
  refund_status_name: '商家已拒绝',
  refuse_reason: '已拆封不退',
  staff_actions: ['message'],
  complain: COMPLAIN_ROW,
};

// The first render loads antd's many components: slow on a loaded machine.
describe('ComplaintsPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a shop's administrator complaints are the platform's, asking nothing", async () => {
    const mock = fakeServer({});
    render(false);
    expect(await screen.findByText('平台维权由平台管理员处理')).toBeTruthy();
    expect(mock).not.toHaveBeenCalled();
  });

  it('lists the waiting complaints first and the others by tab', async () => {
    const mock = fakeServer({
      [LIST]: () => ok({ page_count: 1, count: 1, list: [COMPLAIN_ROW] }),
    });
    const view = render(true);
    expect(await screen.findByText('收到时已破损，有开箱照片')).toBeTruthy();
    expect(bodiesOf(mock, LIST)[0]).not.toHaveProperty('status');
    fireEvent.click(screen.getByRole('tab', { name: '已裁定' }));
    await waitFor(() => expect(bodiesOf(mock, LIST).at(-1)).toMatchObject({ status: 'decided' }));
    expect(view.location()).toBe('/complaints?status=decided');
  });

  it('reads both sides in the drawer and rules with a note, after asking once more', async () => {
    const mock = fakeServer({
      [LIST]: () => ok({ page_count: 1, count: 1, list: [COMPLAIN_ROW] }),
      '/staff/api/refund/detail': () => ok(REFUND_UNDER_COMPLAINT),
      [DECIDE]: () => ok({ refund_id: 31, refund_status: 2 }),
    });
    render(true);
    fireEvent.click(await screen.findByRole('button', { name: /^裁\s?定$/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('已拆封不退')).toBeTruthy();
    expect(within(drawer).getByText('药品破损')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: '提交裁定' }));
    expect(await within(drawer).findByText('请选择裁定结果')).toBeTruthy();
    expect(within(drawer).getByText('请填写裁定说明')).toBeTruthy();

    fireEvent.click(within(drawer).getByLabelText(/支持买家/));
    fireEvent.change(within(drawer).getByLabelText('裁定说明（买卖双方可见）'), {
      target: { value: '开箱照片显示破损，支持退货' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交裁定' }));
    const box = await confirmBox();
    expect(within(box).getByText('支持买家：开箱照片显示破损，支持退货')).toBeTruthy();
    expect(bodiesOf(mock, DECIDE)).toEqual([]);
    fireEvent.click(within(box).getByRole('button', { name: '提交裁定' }));
    await waitFor(() =>
      expect(bodiesOf(mock, DECIDE)).toEqual([
        expect.objectContaining({
          complain_id: 3,
          decision: 'buyer',
          note: '开箱照片显示破损，支持退货',
        }),
      ]),
    );
  });

  it('for a transfer order rules where the money goes back: the balance, or the bank', async () => {
    const mock = fakeServer({
      [LIST]: () => ok({ page_count: 1, count: 1, list: [COMPLAIN_ROW] }),
      '/staff/api/refund/detail': () =>
        ok({ ...REFUND_UNDER_COMPLAINT, pay_type: 'offline', refund_ways: ['balance', 'bank'] }),
      [DECIDE]: () => ok({ refund_id: 31, refund_status: 4 }),
    });
    render(true);
    fireEvent.click(await screen.findByRole('button', { name: /^裁\s?定$/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('已拆封不退');
    expect(within(drawer).queryByLabelText('退回余额')).toBeNull();
    fireEvent.click(within(drawer).getByLabelText(/支持买家/));
    const balance = await within(drawer).findByLabelText<HTMLInputElement>('退回余额');
    expect(balance.checked).toBe(true);
    fireEvent.click(within(drawer).getByLabelText('银行转账（财务线下打款）'));
    fireEvent.change(within(drawer).getByLabelText('裁定说明（买卖双方可见）'), {
      target: { value: '支持买家，银行转账退回' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交裁定' }));
    fireEvent.click(within(await confirmBox()).getByRole('button', { name: '提交裁定' }));
    await waitFor(() =>
      expect(bodiesOf(mock, DECIDE)).toEqual([
        expect.objectContaining({ decision: 'buyer', refund_way: 'bank' }),
      ]),
    );
  });

  it("shows the server's refusal of a ruling (already decided)", async () => {
    fakeServer({
      [LIST]: () => ok({ page_count: 1, count: 1, list: [COMPLAIN_ROW] }),
      '/staff/api/refund/detail': () => ok(REFUND_UNDER_COMPLAINT),
      [DECIDE]: () => ({ code: -1, message: '该维权已有裁定，请刷新后查看', data: null }),
    });
    render(true);
    fireEvent.click(await screen.findByRole('button', { name: /^裁\s?定$/ }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('已拆封不退');
    fireEvent.click(within(drawer).getByLabelText(/支持商家/));
    fireEvent.change(within(drawer).getByLabelText('裁定说明（买卖双方可见）'), {
      target: { value: '商品已拆封' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: '提交裁定' }));
    fireEvent.click(within(await confirmBox()).getByRole('button', { name: '提交裁定' }));
    expect(await within(drawer).findByText('该维权已有裁定，请刷新后查看')).toBeTruthy();
  });
});
