import { STAFF_TOKEN_COOKIE } from '@shop/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clusterEnabled as enabled,
  postTo,
  startServerCluster,
  type ServerCluster,
} from '../../test/server-cluster';
import { memberCookie, openInitialized, type SocketProbe } from './chat-socket.testing';

/**
 * Two real server processes on one PostgreSQL database and one Redis: the buyer's socket and
 * calls on process A, the servicer's on process B.
 */
const post = <T>(base: string, url: string, body: object, cookie?: string) =>
  postTo<T>(base, url, body, cookie ? { cookie } : {});

const isMessage = (id: number) => (e: { type: string; data?: unknown }) =>
  (e.data as { id?: number } | undefined)?.id === id;

let cluster: ServerCluster | undefined;
let a = '';
let b = '';

beforeAll(async () => {
  if (!enabled) return;
  cluster = await startServerCluster(2);
  [a, b] = cluster.bases as [string, string];
}, 180_000);

afterAll(async () => {
  await cluster?.stop();
}, 30_000);

describe.skipIf(!enabled)('chat across two server processes (PostgreSQL + Redis)', () => {
  it('delivers messages, presence and binds across processes', async () => {
    const login = await post<{ token: string }>(a, '/api/login/login', {
      username: 'demo',
      password: 'demo123456',
    });
    expect(login.code).toBe(0);
    const buyerCookie = memberCookie(login.data.token);
    const staffLogin = await post<{ site_id: number; staff_id: number }>(
      b,
      '/servicer/api/workbench/login',
      { username: 'service', password: 'demo123456' },
    );
    expect(staffLogin.code).toBe(0);
    const staffCookie = staffLogin.setCookie
      .find((c) => c.startsWith(`${STAFF_TOKEN_COOKIE}=`))!
      .split(';')[0]!;
    const { site_id: siteId, staff_id: staffId } = staffLogin.data;

    const buyerOnA = await openInitialized(a, { role: 'member', cookie: buyerCookie });
    const buyerOnB = await openInitialized(b, { role: 'member', cookie: buyerCookie });
    const servicerOnB = await openInitialized(b, { role: 'servicer', cookie: staffCookie });
    const sockets: SocketProbe[] = [buyerOnA, buyerOnB, servicerOnB];
    try {
      expect(
        (await post(b, '/servicer/api/workbench/online', { online: 1 }, staffCookie)).code,
      ).toBe(0);

      // Bind on A: its own socket, and the same buyer's socket held by B.
      const bindA = await post<{ servicer_id: number; online_count: number }>(
        a,
        '/servicer/api/chat/bind',
        { client_id: buyerOnA.clientId, site_id: siteId },
        buyerCookie,
      );
      expect(bindA.data).toEqual({ servicer_id: staffId, online_count: 1 });
      const bindB = await post(
        a,
        '/servicer/api/chat/bind',
        { client_id: buyerOnB.clientId, site_id: siteId },
        buyerCookie,
      );
      expect(bindB.code).toBe(0);

      // Buyer says on A -> the servicer's socket on B.
      const said = await post<{ id: number }>(
        a,
        '/servicer/api/chat/say',
        { site_id: siteId, content_type: 0, message: '跨进程你好' },
        buyerCookie,
      );
      expect(said.code).toBe(0);
      const heard = await servicerOnB.waitFor(isMessage(said.data.id));
      expect(heard.type).toBe('string');

      // Servicer replies on B -> the buyer's sockets on A and on B.
      const reply = await post<{ id: number }>(
        b,
        '/servicer/api/workbench/say',
        {
          member_id: heard.type === 'string' ? heard.data.member_id : 0,
          content_type: 0,
          message: '您好',
        },
        staffCookie,
      );
      expect(reply.code).toBe(0);
      for (const p of [buyerOnA, buyerOnB]) await p.waitFor(isMessage(reply.data.id));

      // Presence crosses too: offline on B is heard by the buyer's sockets bound through A.
      const marks = [buyerOnA.events.length, buyerOnB.events.length];
      expect(
        (await post(b, '/servicer/api/workbench/online', { online: 0 }, staffCookie)).code,
      ).toBe(0);
      for (const [i, p] of [buyerOnA, buyerOnB].entries())
        await p.waitFor(
          (e) =>
            p.events.indexOf(e) >= marks[i]! && e.type === 'connect' && e.data.online_count === 0,
        );
    } finally {
      for (const p of sockets) p.ws.close();
    }
  }, 30_000);
});
