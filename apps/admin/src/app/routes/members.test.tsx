import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEMBER, OPTIONS, staffOf } from '@/features/members/member-fixtures';
import { StaffContext } from '@/lib/staff';
import { MembersPage } from './members';

const PAGE = { page_count: 1, count: 1, list: [MEMBER] };

function server() {
  return fakeServer({
    '/staff/api/member/lists': () => ({ code: 0, data: PAGE }),
    '/staff/api/member/options': () => ({ code: 0, data: OPTIONS }),
  });
}

const listBodies = (mock: ReturnType<typeof fakeServer>) =>
  mock.mock.calls
    .filter(([url]) => url === '/staff/api/member/lists')
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

const render = (role: Parameters<typeof staffOf>[0], url: string) =>
  renderPage(
    <StaffContext.Provider value={staffOf(role)}>
      <MembersPage />
    </StaffContext.Provider>,
    { url },
  );

// The first render loads antd's many components: slow on a loaded machine.
describe('MembersPage', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens filtered as the dashboard's licences card links it, each row leading to its detail", async () => {
    const mock = server();
    render('admin', '/members?qualification_status=waiting');
    const link = await screen.findByRole('link', { name: 'shoptest01' });
    expect(link.getAttribute('href')).toBe('/members/4');
    expect(listBodies(mock)[0]).toMatchObject({
      page: 1,
      page_size: 20,
      qualification_status: 'waiting',
    });
    expect(screen.getByText('待审核', { selector: '.ant-tag' })).toBeTruthy();
    expect(screen.getByLabelText('业务员')).toBeTruthy();
  });

  it("searches by the call's `search` field and sends every filter of the address", async () => {
    const mock = server();
    const { location } = render(
      'member_manager',
      '/members?label_id=2&level_id=1&status=0&salesman_id=0&reg_start=2026-11-01&reg_end=2026-11-26&sort=balance&order=asc',
    );
    await screen.findByText('shoptest01');
    expect(listBodies(mock)[0]).toEqual(
      expect.objectContaining({
        label_id: '2',
        level_id: '1',
        status: '0',
        salesman_id: '0',
        reg_start: '2026-11-01',
        reg_end: '2026-11-26',
        sort: 'balance',
        order: 'asc',
      }),
    );
    const search = screen.getByRole('searchbox', { name: /用户名/ });
    fireEvent.change(search, { target: { value: '百草堂' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location()).toContain('q=%E7%99%BE%E8%8D%89%E5%A0%82'));
    await waitFor(() =>
      expect(listBodies(mock).at(-1)).toMatchObject({ search: '百草堂', page: 1 }),
    );
  });

  it('shows a salesman their own members without the salesman filter', async () => {
    server();
    render('salesman', '/members');
    await screen.findByText('shoptest01');
    expect(screen.getByText('您负责的会员（只读）')).toBeTruthy();
    expect(screen.queryByLabelText('业务员')).toBeNull();
  });
});
