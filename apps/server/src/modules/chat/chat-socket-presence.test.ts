import { CHAT_PING } from '@shop/contracts/chat';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staff } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addShop } from '../order/order-create.fixtures';
import { heartbeatTick } from './chat-hub.plugin';
import type { ChatHubRuntime } from './chat-hub.service';
import { RATE_MAX_FRAMES } from './chat-socket.route';
import {
  addServicer,
  listen,
  memberCookie,
  openInitialized,
  staffCookie,
} from './chat-socket.testing';

let t: TestApp;
let base: string;
let siteId: number;
let buyer: { memberId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  const db = t.database.db;
  siteId = await addShop(db, {
    name: '在线药房',
    deliveryTypes: ['express'],
    freightFen: 0,
    freeFreightFen: 0,
  });
  buyer = await addBuyer(db, 'presencebuyer', { address: false });
});
afterAll(async () => {
  await t?.close();
});

describe('chat socket: heartbeat, rate, presence', () => {
  it('keeps a socket open while it sends ping heartbeats, and ignores other frames', async () => {
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    for (let i = 0; i < 4; i += 1) {
      probe.ws.send(CHAT_PING);
      await new Promise((r) => setTimeout(r, 300));
    }
    probe.ws.send('{"type":"say","data":"x"}');
    await new Promise((r) => setTimeout(r, 100));
    expect(probe.ws.readyState).toBe(probe.ws.OPEN);
    expect(probe.events.map((e) => e.type)).toEqual(['init']);
    probe.ws.close();
  });

  it('the protocol heartbeat drops a socket that stops answering pings, keeps the others', async () => {
    const hub = t.app.chatHub as ChatHubRuntime;
    const cookie = memberCookie(buyer.token);
    const healthy = await openInitialized(base, { role: 'member', cookie });
    const frozen = await openInitialized(base, { role: 'member', cookie, autoPong: false });
    heartbeatTick(hub);
    await new Promise((r) => setTimeout(r, 200));
    heartbeatTick(hub);
    expect(await frozen.closed).toBe(1006);
    expect(frozen.events.some((e) => e.type === 'close')).toBe(false);
    expect(healthy.ws.readyState).toBe(healthy.ws.OPEN);
    await expect.poll(() => t.app.chatHub.clientOwner(frozen.clientId)).toBeNull();
    expect(await t.app.chatHub.clientOwner(healthy.clientId)).not.toBeNull();
    healthy.ws.close();
  });

  it('closes with reason rate after too many frames', async () => {
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    for (let i = 0; i <= RATE_MAX_FRAMES; i += 1) probe.ws.send(CHAT_PING);
    expect(await probe.waitFor((e) => e.type === 'close')).toEqual({
      type: 'close',
      data: { reason: 'rate' },
    });
    expect(await probe.closed).toBe(4000);
  });

  it('tells bound buyers and the servicers when a servicer goes online, offline, or expires', async () => {
    const svc = await addServicer(t.database.db, siteId);
    const member = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    await t.app.chatHub.watchShop(member.clientId, siteId);
    const servicer = await openInitialized(base, {
      role: 'servicer',
      cookie: staffCookie(svc.token),
    });
    const cookie = staffCookie(svc.token);
    const online = await t.app.inject({
      method: 'POST',
      url: '/servicer/api/workbench/online',
      payload: { online: 1 },
      headers: { cookie },
    });
    expect(online.json().code).toBe(0);
    const isOnline = (e: { type: string; data?: unknown }) =>
      e.type === 'connect' && (e.data as { servicer_id: number }).servicer_id === svc.staffId;
    for (const p of [member, servicer]) await p.waitFor(isOnline);
    expect(member.events.find(isOnline)?.data).toEqual({
      site_id: siteId,
      servicer_id: svc.staffId,
      online_count: 1,
    });

    // Off: the next connect says nobody is online.
    const count = member.events.length;
    await t.app.inject({
      method: 'POST',
      url: '/servicer/api/workbench/online',
      payload: { online: 0 },
      headers: { cookie },
    });
    await member.waitFor(
      (e) => member.events.indexOf(e) >= count && e.type === 'connect' && e.data.online_count === 0,
    );

    // On again, then the heartbeat stops long ago (seen_at expired): the sweep tells the buyer.
    await t.app.inject({
      method: 'POST',
      url: '/servicer/api/workbench/online',
      payload: { online: 1 },
      headers: { cookie },
    });
    await member.waitFor((e) => member.events.filter(isOnline).length >= 2 && isOnline(e));
    const mark = member.events.length;
    servicer.ws.close();
    // Its last socket went: offline at once.
    await member.waitFor(
      (e) => member.events.indexOf(e) >= mark && e.type === 'connect' && e.data.online_count === 0,
    );
    const [row] = await t.database.db
      .select({ online: staff.online })
      .from(staff)
      .where(eq(staff.staffId, svc.staffId));
    expect(row?.online).toBe(1);
    member.ws.close();
  });

  it('the periodic sweep shows a servicer whose presence expired as offline', async () => {
    const svc = await addServicer(t.database.db, siteId, { online: true });
    const member = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    await t.app.chatHub.watchShop(member.clientId, siteId);
    // A socket that stops answering protocol pings (as if its process froze) refreshes nothing.
    const servicer = await openInitialized(base, {
      role: 'servicer',
      cookie: staffCookie(svc.token),
      autoPong: false,
    });
    await member.waitFor((e) => e.type === 'connect' && e.data.servicer_id === svc.staffId);
    // The socket stays, but its signs of life stop (as if the process holding it froze).
    await t.database.db
      .update(staff)
      .set({ seenAt: sql`now() - interval '1 hour'` })
      .where(eq(staff.staffId, svc.staffId));
    const mark = member.events.length;
    await member.waitFor(
      (e) => member.events.indexOf(e) >= mark && e.type === 'connect' && e.data.online_count === 0,
      15_000,
    );
    servicer.ws.close();
    member.ws.close();
  }, 25_000);

  it('closeClients sends close with the reason to every socket of that staff', async () => {
    const svc = await addServicer(t.database.db, siteId);
    const a = await openInitialized(base, { role: 'servicer', cookie: staffCookie(svc.token) });
    const b = await openInitialized(base, { role: 'servicer', cookie: staffCookie(svc.token) });
    await t.app.chatHub.closeClients({ role: 'servicer', staffId: svc.staffId }, 'logout');
    for (const p of [a, b]) {
      expect(await p.waitFor((e) => e.type === 'close')).toEqual({
        type: 'close',
        data: { reason: 'logout' },
      });
      expect(await p.closed).toBe(4000);
    }
  });
});
