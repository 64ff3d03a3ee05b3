import { ApiCode } from '@shop/contracts/common';
import { consoleInfoEndpoint } from '@shop/contracts/staff';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/api-client';
import { csrfToken, setCsrfToken } from '@/lib/csrf';
import { fakeServer } from '@/test/fake-server';
import { handleSessionLoss, type LoginNotice } from './session-lost';

describe('a lost session', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the staff member to sign in, keeping the page, with the server message', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/orders?status=reviewing&page=2'],
    });
    handleSessionLoss(router);
    setCsrfToken('old');
    fakeServer({
      '/staff/api/login/info': () => ({
        code: ApiCode.TOKEN_ERROR,
        message: '登录已超时，请重新登录',
        data: null,
      }),
    });
    await expect(apiCall(consoleInfoEndpoint, {})).rejects.toMatchObject({
      code: ApiCode.TOKEN_ERROR,
    });
    const { pathname, search, state } = router.state.location;
    expect(`${pathname}${search}`).toBe(
      '/login?redirect=%2Forders%3Fstatus%3Dreviewing%26page%3D2',
    );
    expect((state as LoginNotice).notice).toBe('登录已超时，请重新登录');
    expect(csrfToken()).toBe('');
  });
});
