import { ApiCode } from '@shop/contracts/common';
import { consoleInfoEndpoint } from '@shop/contracts/staff';
import { apiCall } from '@shop/web-kit/api';
import { fakeServer } from '@shop/web-kit/testing';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { csrfToken, setCsrfToken } from '@/lib/csrf';
import { handleSessionLoss, type LoginNotice } from './session-lost';

const EXPIRED = { code: ApiCode.TOKEN_ERROR, message: '登录已超时，请重新登录', data: null };

/** A console page at `url` (under the /admin base, as the browser shows it). */
function signedInAt(url: string) {
  const router = createMemoryRouter([{ path: '*', element: null }], {
    basename: '/admin',
    initialEntries: [`/admin${url}`],
  });
  const navigate = vi.spyOn(router, 'navigate');
  handleSessionLoss(router);
  setCsrfToken('old');
  return { router, navigate };
}

describe('a lost session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the staff member to sign in, keeping the page, with the server message', async () => {
    const { router } = signedInAt('/orders?status=reviewing&page=2');
    const server = fakeServer({ '/staff/api/login/info': () => EXPIRED });
    await expect(apiCall(consoleInfoEndpoint, {})).rejects.toMatchObject({
      code: ApiCode.TOKEN_ERROR,
    });
    expect(server.mock.calls[0]?.[1].headers).toMatchObject({ 'x-csrf-token': 'old' });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    const { search, state } = router.state.location;
    expect(search).toBe('?redirect=%2Forders%3Fstatus%3Dreviewing%26page%3D2');
    expect((state as LoginNotice).notice).toBe('登录已超时，请重新登录');
    expect(csrfToken()).toBe('');
  });

  it('goes to the sign-in page once when every call of the page finds the session gone', async () => {
    const { router, navigate } = signedInAt('/members?page=3');
    fakeServer({ '/staff/api/login/info': () => EXPIRED });
    const calls = Array.from({ length: 8 }, () => apiCall(consoleInfoEndpoint, {}));
    await Promise.allSettled(calls);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    // A call made on the sign-in page, before signing in again, ends nothing more.
    await apiCall(consoleInfoEndpoint, {}).catch(() => null);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(router.state.location.search).toBe('?redirect=%2Fmembers%3Fpage%3D3');
  });
});
