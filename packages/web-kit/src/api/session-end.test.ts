import { ApiCode, bodySchema, defineEndpoint } from '@shop/contracts/common';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiCall, configureApi, stopSessionQueries } from '.';

const memberInfo = defineEndpoint({
  path: '/api/member/info',
  body: bodySchema({}),
  data: z.object({ nickname: z.string() }),
});
const siteInfo = defineEndpoint({
  path: '/api/site/info',
  body: bodySchema({}),
  data: z.object({ site_name: z.string() }),
});

/** A server whose session is gone: member calls answer TOKEN_ERROR, the rest answer. */
function sessionGoneServer() {
  const fetchMock = vi.fn(async (url: string) =>
    Response.json(
      url === memberInfo.path
        ? { code: ApiCode.TOKEN_ERROR, message: '登录错误', data: null, timestamp: 1 }
        : { code: 0, message: '', data: { site_name: '康源' }, timestamp: 1 },
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  return (path: string) => fetchMock.mock.calls.filter(([url]) => url === path).length;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a session ends once (issue 25: the request storm)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reports the end once for every call that finds the session gone', async () => {
    let session = true;
    const lost = vi.fn(() => {
      session = false;
    });
    configureApi({ hasSession: () => session, onSessionLost: lost });
    sessionGoneServer();
    const calls = Array.from({ length: 12 }, () => apiCall(memberInfo, {}).catch(() => null));
    await Promise.all(calls);
    expect(lost).toHaveBeenCalledTimes(1);
    expect(lost).toHaveBeenCalledWith('登录错误');
    // Calls made after the end, without a session, do not end it again.
    await apiCall(memberInfo, {}).catch(() => null);
    expect(lost).toHaveBeenCalledTimes(1);
    // A new sign-in holds a session again: its end is reported again, once.
    session = true;
    await Promise.all(
      [apiCall(memberInfo, {}), apiCall(memberInfo, {})].map((c) => c.catch(() => null)),
    );
    expect(lost).toHaveBeenCalledTimes(2);
  });

  /** A member page's header on screen (member and shop info) when the session ends. */
  async function sessionEndsOnScreen(leave?: () => Promise<void>) {
    const count = sessionGoneServer();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let session = true;
    configureApi({
      hasSession: () => session,
      onSessionLost: () => {
        session = false;
        void stopSessionQueries(queryClient, leave);
      },
    });
    const shop = new QueryObserver(queryClient, {
      queryKey: [siteInfo.path],
      queryFn: () => apiCall(siteInfo, {}),
    });
    const member = new QueryObserver(queryClient, {
      queryKey: [memberInfo.path],
      queryFn: () => apiCall(memberInfo, {}),
    });
    const stops = [shop, member].map((observer) => observer.subscribe(() => undefined));
    await pause(300);
    const asked = { member: count(memberInfo.path), shop: count(siteInfo.path) };
    // At rest: nothing more is asked.
    await pause(300);
    expect({ member: count(memberInfo.path), shop: count(siteInfo.path) }).toEqual(asked);
    stops.forEach((stop) => stop());
    return { asked, queryClient, shop };
  }

  it('leaving the page, asks nothing again and keeps nothing of the session', async () => {
    const leave = vi.fn(async () => undefined);
    const { asked, queryClient } = await sessionEndsOnScreen(leave);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(asked).toEqual({ member: 1, shop: 1 });
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('staying on the page, asks its shop data once more as a visitor, never the member data', async () => {
    const { asked, queryClient, shop } = await sessionEndsOnScreen();
    expect(asked).toEqual({ member: 1, shop: 2 });
    expect(queryClient.getQueryData([memberInfo.path])).toBeUndefined();
    expect(shop.getCurrentResult().data).toEqual({ site_name: '康源' });
  });
});
