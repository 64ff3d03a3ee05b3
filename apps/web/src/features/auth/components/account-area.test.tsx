import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { memberInfoQueryOptions } from '../api/get-member-info';
import { multiAccountQueryOptions } from '../api/get-multi-account';
import { AccountArea } from './account-area';

afterEach(() => {
  cleanup();
  document.cookie = 'shop_session=; path=/; max-age=0';
});

const member = {
  member_id: 1,
  username: 'demo',
  nickname: '康源大药房',
  realname: '张建华',
  company_name: '',
  headimg: '',
  mobile: '13800138001',
  member_level: 3,
  member_level_name: '金卡会员',
  label_name: '连锁药店',
  balance: '12860.50',
  point: 3260,
  growth: 12680,
  province_id: 330000,
  city_id: 330100,
  district_id: 330106,
  address: '文三路388号',
  full_address: '浙江省 杭州市 西湖区',
  invitation_code: 'KYDF8A2M',
  has_pay_password: true,
  qualification_status: 'approved' as const,
};

function renderArea(
  path: string,
  groupList?: Array<{
    member_id: number;
    nickname: string;
    mobile: string;
    is_current_member: boolean;
  }>,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(memberInfoQueryOptions().queryKey, member);
  if (groupList)
    client.setQueryData(multiAccountQueryOptions().queryKey, { group_list: groupList });
  render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter initialEntries={[path]}>
          <AccountArea />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

describe('AccountArea', () => {
  it('offers a visitor login (coming back here) and registration', () => {
    renderArea('/list?keyword=感冒');
    expect(screen.getByRole('link', { name: '请登录' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/list?keyword=感冒')}`,
    );
    expect(screen.getByRole('link', { name: '免费注册' }).getAttribute('href')).toBe('/register');
  });

  it('greets a member and offers switch, logout and save to desktop', () => {
    document.cookie = 'shop_session=1; path=/';
    renderArea('/index');
    expect(screen.getByRole('link', { name: '您好，康源大药房' }).getAttribute('href')).toBe(
      '/member/index',
    );
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '切换账号',
      '退出',
      '保存到桌面',
    ]);
  });

  it('says 暂无更多账号信息 when the login group has no other account', async () => {
    document.cookie = 'shop_session=1; path=/';
    renderArea('/index', [
      { member_id: 1, nickname: '康源大药房', mobile: '138****8001', is_current_member: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '切换账号' }));
    expect(await screen.findByText('暂无更多账号信息')).toBeTruthy();
  });

  it('lists the group with the current account marked and the others switchable', async () => {
    document.cookie = 'shop_session=1; path=/';
    renderArea('/index', [
      { member_id: 1, nickname: '康源大药房', mobile: '138****8001', is_current_member: true },
      { member_id: 2, nickname: '康源大药房二店', mobile: '138****8002', is_current_member: false },
    ]);
    fireEvent.click(screen.getByRole('button', { name: '切换账号' }));
    const list = await screen.findByRole('list', { name: '切换账号' });
    expect(list.textContent).toContain('当前账号');
    expect(list.textContent).toContain('康源大药房二店');
    expect(screen.getByRole('button', { name: '切 换' })).toBeTruthy();
  });
});
