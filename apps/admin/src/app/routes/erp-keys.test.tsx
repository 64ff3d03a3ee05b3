import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { ErpKeysPage } from './erp-keys';

const KEY = {
  key_id: 'ak_0123456789abcdef01234567',
  site_id: 1,
  note: '金蝶同步',
  scopes: ['goods', 'stock'],
  allowed_ips: [],
  status: 1,
  created_by: 1,
  create_time: 1_764_000_000,
  last_used_time: null,
  previous_valid_until: null,
};
const SECRET = 'sk_Zm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9vYmFyZm9v';
const page = (list: unknown[]) => ({ code: 0, data: { page_count: 1, count: list.length, list } });
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);

describe('ErpKeysPage (issue 26)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('creates a key with the scopes and parsed addresses, then shows its secret once', async () => {
    let refuse = true;
    const server = fakeServer({
      '/staff/api/erpkey/lists': () => page([KEY]),
      '/staff/api/erpkey/add': () =>
        refuse
          ? { code: -1, message: '允许的调用地址格式不正确', data: null }
          : { code: 0, data: { key_id: KEY.key_id, secret: SECRET } },
    });
    renderPage(asStaff(<ErpKeysPage />), { url: '/erp' });
    expect(await screen.findByText('金蝶同步')).toBeTruthy();
    expect(screen.getByText('尚未调用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /新建密钥/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await within(dialog).findByText('请填写备注');
    expect(bodiesOf(server, '/staff/api/erpkey/add')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('备注'), { target: { value: '管家婆' } });
    fireEvent.click(within(dialog).getByLabelText('商品'));
    fireEvent.click(within(dialog).getByLabelText('库存'));
    fireEvent.click(within(dialog).getByLabelText('读取订单'));
    fireEvent.change(within(dialog).getByLabelText('允许的调用地址'), {
      target: { value: '203.0.113.10\n198.51.100.0/24，203.0.113.10' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await within(dialog).findByText('允许的调用地址格式不正确');
    expect(bodiesOf(server, '/staff/api/erpkey/add')[0]).toMatchObject({
      note: '管家婆',
      scopes: ['goods', 'stock', 'orders:read'],
      allowed_ips: ['203.0.113.10', '198.51.100.0/24'],
    });

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: /创\s*建/ }));
    await screen.findByText('密钥只显示这一次');
    expect(screen.getByText(SECRET)).toBeTruthy();
    expect(screen.getByText('密钥只显示这一次').closest('[role="dialog"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: /我已保存/ })).toBeTruthy();
  }, 20_000);

  it('rotates with the grace chosen and shows the new secret', async () => {
    const server = fakeServer({
      '/staff/api/erpkey/lists': () => page([KEY]),
      '/staff/api/erpkey/rotate': () => ({ code: 0, data: { key_id: KEY.key_id, secret: SECRET } }),
    });
    renderPage(asStaff(<ErpKeysPage />), { url: '/erp' });
    fireEvent.click(await screen.findByRole('button', { name: /轮换密钥/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('1 天'));
    fireEvent.click(within(dialog).getByRole('button', { name: /生成新密钥/ }));
    await screen.findByText(SECRET);
    expect(bodiesOf(server, '/staff/api/erpkey/rotate')[0]).toMatchObject({
      key_id: KEY.key_id,
      grace_minutes: 1440,
    });
  }, 20_000);
});
