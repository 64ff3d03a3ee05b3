import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { AuditPage } from './audit';

const ENTRY = {
  id: 5,
  staff_id: 1,
  username: 'admin',
  site_id: 1,
  action: 'servicer.edit',
  target_type: 'staff',
  target_id: '13',
  before: { nickname: '小新', site_id: 1, status: 1 },
  after: { nickname: '小李', site_id: 1, status: 1 },
  remark: '',
  ip: '127.0.0.1',
  // 2026-11-26 18:30:00 in Shanghai.
  create_time: 1_795_689_000,
};

describe('AuditPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the URL filters, shows shop times, and opens a row to before and after', async () => {
    const server = fakeServer({
      '/staff/api/audit/lists': () => ({
        code: 0,
        data: { page_count: 1, count: 1, list: [ENTRY] },
      }),
    });
    renderPage(asStaff(<AuditPage />), {
      url: '/audit?q=admin&action=servicer.&target_type=staff&target_id=13&start_time=2026-11-01&end_time=2026-11-26',
    });
    await screen.findByText('编辑客服');
    expect(screen.getByText('2026-11-26 18:30:00')).toBeTruthy();
    const body = JSON.parse(server.mock.calls[0]![1].body as string) as Record<string, unknown>;
    expect(body).toMatchObject({
      username: 'admin',
      action: 'servicer.',
      target_type: 'staff',
      target_id: '13',
      start_time: '2026-11-01',
      end_time: '2026-11-26',
    });
    fireEvent.click(screen.getByRole('button', { name: /展开|expand/i }));
    await screen.findByText('变更字段：nickname');
    const changed = [...document.querySelectorAll('[data-changed]')].map((el) => el.textContent);
    expect(changed).toEqual(['  "nickname": "小新",', '  "nickname": "小李",']);
  }, 20_000);
});
