import { CHAT_PING } from '@shop/contracts/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffToken } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { STAFF_IDLE_MS, touchStaffSession } from '../auth';
import { hashToken } from '../auth/token.service';
import { consoleSession } from '../auth/staff-console.testing';
import { post } from '../auth/testing';
import { addShop } from '../order/order-create.fixtures';
import {
  addServicer,
  listen,
  openInitialized,
  openSocket,
  staffCookie,
} from './chat-socket.testing';

/** ADR 0014: the workbench's socket and the staff session's idle expiry. */
let t: TestApp;
let base: string;
let siteId: number;

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  siteId = await addShop(t.database.db, {
    name: '会话药房',
    deliveryTypes: ['express'],
    freightFen: 0,
    freeFreightFen: 0,
  });
});
afterAll(async () => {
  await t?.close();
});

const lastSeen = async (token: string) => {
  const [row] = await t.database.db
    .select({ at: staffToken.lastSeenAt })
    .from(staffToken)
    .where(eq(staffToken.tokenHash, hashToken(token)));
  return row!.at!.getTime();
};
const setLastSeen = (token: string, at: Date) =>
  t.database.db
    .update(staffToken)
    .set({ lastSeenAt: at })
    .where(eq(staffToken.tokenHash, hashToken(token)));

describe('a servicer working on the socket is not signed out by the idle rule', () => {
  it('refreshes the session from the socket heartbeat, so calls after it still work', async () => {
    const servicer = await addServicer(t.database.db, siteId);
    const cookie = staffCookie(servicer.token);
    const probe = await openInitialized(base, { role: 'servicer', cookie });
    // 29 quiet minutes of HTTP while the servicer watched the socket.
    await setLastSeen(servicer.token, new Date(Date.now() - STAFF_IDLE_MS + 60_000));
    probe.ws.send(CHAT_PING);
    const until = Date.now() + 5_000;
    while ((await lastSeen(servicer.token)) < Date.now() - 10_000) {
      if (Date.now() > until) throw new Error('session not refreshed by the socket');
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(await post(t, '/servicer/api/workbench/info', {}, { cookie })).toMatchObject({
      code: 0,
      data: { staff_id: servicer.staffId },
    });
    probe.ws.close();
  });

  it('does not revive a session that is already idle', async () => {
    const servicer = await addServicer(t.database.db, siteId);
    const idle = new Date(Date.now() - STAFF_IDLE_MS - 1000);
    await setLastSeen(servicer.token, idle);
    await touchStaffSession(t.database.db, servicer.token);
    expect(await lastSeen(servicer.token)).toBe(idle.getTime());
    expect(
      (await post(t, '/servicer/api/workbench/info', {}, { cookie: staffCookie(servicer.token) }))
        .code,
    ).toBe(-10009);
  });

  it('refuses the servicer socket to a role without the workbench', async () => {
    const finance = await consoleSession(t, { role: 'finance', siteId });
    const probe = await openSocket(base, { role: 'servicer', cookie: finance.cookie });
    const event = await probe.waitFor((e) => e.type === 'close');
    expect(event).toEqual({ type: 'close', data: { reason: 'token' } });
  });
});
