import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ListStateOptions } from './list-state';
import { useListState } from './use-list-state';

const OPTIONS: ListStateOptions = {
  filters: ['status'],
  sortFields: ['create_time'],
  searchField: 'order_no',
};

/** Renders the hook on a page of a memory router at `url`; `location()` reads the address. */
function renderAt(url: string) {
  let search = '';
  function Probe() {
    search = useLocation().search;
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter(
      [
        {
          path: '/orders',
          element: (
            <>
              {children}
              <Probe />
            </>
          ),
        },
      ],
      { initialEntries: [url] },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useListState(OPTIONS), { wrapper });
  return { ...hook, location: () => search };
}

describe('useListState', () => {
  it('reads the list from the address and builds the call body', () => {
    const { result } = renderAt('/orders?page=2&status=paid&q=DD9');
    expect(result.current.page).toBe(2);
    expect(result.current.body).toEqual({
      page: 2,
      page_size: 20,
      status: 'paid',
      order_no: 'DD9',
    });
  });

  it('writes a change to the address and back to page 1', () => {
    const { result, location } = renderAt('/orders?page=4');
    act(() => result.current.update({ filters: { status: 'shipped' } }));
    expect(location()).toBe('?status=shipped');
    expect(result.current.page).toBe(1);
    expect(result.current.filters).toEqual({ status: 'shipped' });
    act(() => result.current.update({ page: 3 }));
    expect(location()).toBe('?status=shipped&page=3');
  });

  it('resets search, filters and sort but keeps the page size', () => {
    const { result, location } = renderAt(
      '/orders?status=paid&q=x&page_size=50&sort=create_time&order=asc',
    );
    act(() => result.current.reset());
    expect(location()).toBe('?page_size=50');
    expect(result.current.sort).toBeNull();
  });
});
