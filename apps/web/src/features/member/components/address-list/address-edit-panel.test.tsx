import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'react-router';
import { useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ADDRESS_LIST_PATH, AddressEditPanel } from './address-edit-panel';
import { address, fakeServer } from './test-server';
import { renderAt } from './test-server';

const area = (id: number, pid: number, name: string, level: number) => ({
  id,
  pid,
  name,
  shortname: name,
  level,
});
const AREAS: Record<number, ReturnType<typeof area>[]> = {
  0: [area(440000, 0, '广东省', 1)],
  440000: [area(440100, 440000, '广州市', 2)],
  440100: [area(440106, 440100, '天河区', 3)],
};

let calls: [string, Record<string, unknown>][];

beforeEach(() => {
  calls = fakeServer({
    '/api/address/lists': ({ pid }) => ({ code: 0, data: AREAS[pid as number] ?? [] }),
    '/api/memberaddress/info': ({ id }) =>
      id === 3
        ? { code: 0, data: address(3, { name: '张三' }) }
        : { code: -1, message: '收货地址不存在' },
    '/api/memberaddress/edit': ({ id }) => ({ code: 0, data: id }),
    '/api/memberaddress/page': () => ({ code: 0, data: { list: [], count: 0, page_count: 0 } }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Page({ id }: { id: number | null }) {
  const navigate = useNavigate();
  return <AddressEditPanel id={id} onSaved={() => void navigate(ADDRESS_LIST_PATH)} />;
}

describe('AddressEditPanel', { timeout: 30_000 }, () => {
  it('edits the address and goes back to the list', async () => {
    const success = vi.spyOn(toast, 'success');
    renderAt(
      '/member/address_edit?id=3',
      <Route path="/member/address_edit" element={<Page id={3} />} />,
    );
    const name = await screen.findByDisplayValue('张三');
    expect(screen.getByRole('heading', { name: '编辑收货地址' })).toBeTruthy();
    await screen.findByText('广东省 / 广州市 / 天河区');
    fireEvent.change(name, { target: { value: '李四' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(screen.getByLabelText('where').textContent).toBe('/member/delivery_address'),
    );
    const edit = calls.find(([p]) => p === '/api/memberaddress/edit');
    expect(edit?.[1]).toMatchObject({
      id: 3,
      name: '李四',
      mobile: '13800000003',
      province_id: 440000,
      city_id: 440100,
      district_id: 440106,
      address: '体育西路3号',
      is_default: 0,
    });
    expect(success).toHaveBeenCalledWith('保存成功');
  });

  it("shows the server's message and a way back for an unknown id", async () => {
    renderAt(
      '/member/address_edit?id=9',
      <Route path="/member/address_edit" element={<Page id={9} />} />,
    );
    expect(await screen.findByText('收货地址不存在')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: '返回收货地址' }).closest('a')?.getAttribute('href'),
    ).toBe('/member/delivery_address');
    expect(calls.some(([p]) => p === '/api/memberaddress/edit')).toBe(false);
  });

  it('checks the fields before adding', async () => {
    renderAt(
      '/member/address_edit',
      <Route path="/member/address_edit" element={<Page id={null} />} />,
    );
    expect(screen.getByRole('heading', { name: '新增收货地址' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('请输入收货人姓名')).toBeTruthy();
    expect(calls.some(([p]) => p === '/api/memberaddress/add')).toBe(false);
  });
});
