import type { Address } from '@shop/contracts/member';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { AddressListPanel } from './address-list-panel';
import { address, fakeServer, pageOf, renderAt } from './test-server';

let list: Address[];
let calls: [string, Record<string, unknown>][];
let refuse: string | null;

const serve = () => {
  calls = fakeServer({
    '/api/memberaddress/page': () => pageOf(list),
    '/api/memberaddress/setdefault': ({ id }) => {
      if (refuse) return { code: -1, message: refuse };
      list = list.map((a) => ({ ...a, is_default: a.id === id ? 1 : 0 }));
      return { code: 0, data: id };
    },
    '/api/memberaddress/delete': ({ id }) => {
      list = list.filter((a) => a.id !== id);
      return { code: 0, data: id };
    },
  });
};

const renderList = () =>
  renderAt(
    '/member/delivery_address',
    <Route path="/member/delivery_address" element={<AddressListPanel />} />,
  );

const pathsCalled = (path: string) => calls.filter(([p]) => p === path);
const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

beforeEach(() => {
  list = [address(1, { is_default: 1 }), address(2), address(3)];
  refuse = null;
  serve();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AddressListPanel', { timeout: 30_000 }, () => {
  it('lists the addresses with the count, the default tag and the actions', async () => {
    renderList();
    expect(await screen.findByText('收货人1')).toBeTruthy();
    expect(screen.getByTestId('address-count').textContent).toBe(
      '已保存 3 个地址，最多可保存 20 个',
    );
    const first = within(rowOf('收货人1'));
    expect(first.getByText('默认地址')).toBeTruthy();
    expect(first.queryByRole('button', { name: '设为默认' })).toBeNull();
    expect(first.getByText('体育西路1号')).toBeTruthy();
    expect(first.getByText('广东省 广州市 天河区')).toBeTruthy();
    expect(first.getByText('13800000001')).toBeTruthy();
    expect(first.getByRole('link', { name: '编辑' }).getAttribute('href')).toBe(
      '/member/address_edit?id=1',
    );
    expect(within(rowOf('收货人2')).getByRole('button', { name: '设为默认' })).toBeTruthy();
    const add = screen.getByRole('button', { name: /新增收货地址/ });
    expect(add.hasAttribute('disabled')).toBe(false);
    expect(add.closest('a')?.getAttribute('href')).toBe('/member/address_edit');
  });

  it('sets a default, then shows the refreshed list and a success message', async () => {
    const success = vi.spyOn(toast, 'success');
    renderList();
    fireEvent.click(
      within(
        await screen.findByText('收货人2').then((el) => el.closest('tr') as HTMLElement),
      ).getByRole('button', { name: '设为默认' }),
    );
    await waitFor(() => expect(within(rowOf('收货人2')).getByText('默认地址')).toBeTruthy());
    expect(pathsCalled('/api/memberaddress/setdefault')).toEqual([
      ['/api/memberaddress/setdefault', expect.objectContaining({ id: 2 })],
    ]);
    expect(within(rowOf('收货人1')).getByRole('button', { name: '设为默认' })).toBeTruthy();
    expect(success).toHaveBeenCalledWith('已设为默认地址');
  });

  it("shows the server's refusal as an error", async () => {
    refuse = '收货地址不存在';
    const error = vi.spyOn(toast, 'error');
    renderList();
    await screen.findByText('收货人2');
    fireEvent.click(within(rowOf('收货人2')).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('收货地址不存在'));
    expect(within(rowOf('收货人1')).getByText('默认地址')).toBeTruthy();
  });

  it('deletes only after the confirm, then refreshes the list', async () => {
    const success = vi.spyOn(toast, 'success');
    renderList();
    await screen.findByText('收货人3');
    fireEvent.click(within(rowOf('收货人3')).getByRole('button', { name: /删\s*除/ }));
    expect(await screen.findByText('确定要删除该收货地址吗？')).toBeTruthy();
    expect(pathsCalled('/api/memberaddress/delete')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(screen.queryByText('收货人3')).toBeNull());
    expect(pathsCalled('/api/memberaddress/delete')).toEqual([
      ['/api/memberaddress/delete', expect.objectContaining({ id: 3 })],
    ]);
    expect(success).toHaveBeenCalledWith('删除成功');
    expect(screen.getByTestId('address-count').textContent).toContain('已保存 2 个');
  });

  it('disables the add button at 20 addresses', async () => {
    list = Array.from({ length: 20 }, (_, i) => address(i + 1, { is_default: i === 0 ? 1 : 0 }));
    serve();
    renderList();
    await screen.findByText('收货人20');
    const add = screen.getByRole('button', { name: /新增收货地址/ });
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(add.closest('a')).toBeNull();
  });

  it('shows the empty state with the add button', async () => {
    list = [];
    serve();
    renderList();
    expect(await screen.findByText('您还没有收货地址')).toBeTruthy();
    const add = screen.getByRole('button', { name: /新增收货地址/ });
    expect(add.closest('a')?.getAttribute('href')).toBe('/member/address_edit');
    expect(screen.queryByRole('table')).toBeNull();
  });
});
