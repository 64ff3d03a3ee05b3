import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as toastModule from '@/lib/toast';
import { cartCountQueryOptions } from '../api/get-cart-count';
import { fakeServer, logIn, logOut, renderWithClient } from '../components/test-server';
import { useAddToCartAction } from './use-add-to-cart-action';

beforeEach(logIn);
afterEach(() => {
  cleanup();
  logOut();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function Probe({ target }: { target: { sku_id: number } | { bl_id: number } }) {
  const add = useAddToCartAction();
  const count = useQuery(cartCountQueryOptions());
  return (
    <>
      <output aria-label="count">{count.data ?? '-'}</output>
      <button type="button" onClick={() => void add(target, 1)}>
        add
      </button>
    </>
  );
}

describe('useAddToCartAction', () => {
  it('adds a bundle by bl_id, says 已加入购物车 and refreshes the cart count', async () => {
    let count = 2;
    const server = fakeServer({
      '/api/cart/count': () => ({ code: 0, data: count }),
      '/api/cart/add': () => {
        count += 1;
        return { code: 0, data: 41 };
      },
    });
    const success = vi.spyOn(toastModule.toast, 'success');
    renderWithClient(<Probe target={{ bl_id: 7 }} />);
    await waitFor(() => expect(screen.getByLabelText('count').textContent).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(screen.getByLabelText('count').textContent).toBe('3'));
    expect(server.calls.find(([path]) => path === '/api/cart/add')?.[1]).toMatchObject({
      bl_id: 7,
      num: 1,
    });
    expect(server.calls.find(([path]) => path === '/api/cart/add')?.[1]).not.toHaveProperty(
      'sku_id',
    );
    expect(success).toHaveBeenCalledWith('已加入购物车', 'cart-add');
  });

  it('shows the server refusal of a bundle as a warning', async () => {
    fakeServer({
      '/api/cart/count': () => ({ code: 0, data: 0 }),
      '/api/cart/add': () => ({ code: -1, message: '套餐活动已结束' }),
    });
    const warning = vi.spyOn(toastModule.toast, 'warning');
    renderWithClient(<Probe target={{ bl_id: 7 }} />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith('套餐活动已结束', 'cart-add'));
  });
});
