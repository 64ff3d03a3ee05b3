import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staffInfoQueryKey } from './get-staff-info';
import { useStaffLogout } from './staff-logout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useStaffLogout', () => {
  it('shows the login card (info null) and drops the servicer data, even if the call fails', async () => {
    const client = new QueryClient();
    client.setQueryData(staffInfoQueryKey, { staff_id: 1 });
    client.setQueryData(['workbench', 'sessions', 'waiting'], { list: [] });
    client.setQueryData(['member', 'info'], { member_id: 9 });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useStaffLogout(), { wrapper });
    act(() => result.current.mutate());
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(client.getQueryData(staffInfoQueryKey)).toBeNull();
    expect(client.getQueryData(['workbench', 'sessions', 'waiting'])).toBeUndefined();
    // The buyer's storefront data is not the workbench's to touch.
    expect(client.getQueryData(['member', 'info'])).toEqual({ member_id: 9 });
  });
});
