import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addCategory, addGoods, addShop } from '../order/order-create.fixtures';
import { insertTestOrder } from '../order/order.testing';
import { sendChatMessage } from './chat-send.service';
import {
  addServicer,
  listen,
  memberCookie,
  openInitialized,
  openSocket,
  staffCookie,
} from './chat-socket.testing';

let t: TestApp;
let base: string;
let siteId: number;
let skuId: number;
let buyer: { memberId: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
  const db = t.database.db;
  siteId = await addShop(db, {
    name: 'socket药房',
    deliveryTypes: ['express'],
    freightFen: 0,
    freeFreightFen: 0,
  });
  const categoryId = await addCategory(db);
  ({ skuId } = await addGoods(db, {
    siteId,
    categoryId,
    name: '阿莫西林胶囊',
    priceFen: 1250,
    stock: 99,
  }));
  buyer = await addBuyer(db, 'sockbuyer', { address: false });
});
afterAll(async () => {
  await t?.close();
});

const say = (text: string, memberId = buyer.memberId) =>
  sendChatMessage(
    t.app,
    { siteId, memberId, type: 0, servicerId: 0, contentType: 0, content: text },
    'zh-CN',
  );

describe('chat socket: handshake', () => {
  it('refuses an upgrade from a foreign or missing Origin with 403', async () => {
    const cookie = memberCookie(buyer.token);
    await expect(
      openSocket(base, { role: 'member', cookie, origin: 'http://evil.example' }),
    ).rejects.toThrow('HTTP 403');
    await expect(openSocket(base, { role: 'member', cookie, origin: 'null' })).rejects.toThrow(
      'HTTP 403',
    );
  });

  it('accepts an origin listed in ALLOWED_ORIGINS', async () => {
    const other = await createTestApp({ env: { ALLOWED_ORIGINS: 'https://shop.example.com' } });
    try {
      const url = await listen(other.app);
      const probe = await openSocket(url, { role: 'member', origin: 'https://shop.example.com' });
      // Allowed through the upgrade, then refused for the missing token.
      await probe.waitFor((e) => e.type === 'close');
      expect(await probe.closed).toBe(4000);
    } finally {
      await other.close();
    }
  });

  it('sends close (token) and closes when the token is missing, bad, or of the wrong role', async () => {
    for (const options of [
      { role: 'member' as const },
      { role: 'member' as const, cookie: memberCookie('not-a-token') },
      { role: 'servicer' as const, cookie: memberCookie(buyer.token) },
    ]) {
      const probe = await openSocket(base, options);
      const event = await probe.waitFor((e) => e.type === 'close');
      expect(event).toEqual({ type: 'close', data: { reason: 'token' } });
      expect(await probe.closed).toBe(4000);
      expect(probe.events.some((e) => e.type === 'init')).toBe(false);
    }
  });

  it('sends init with a 128-bit hex client id whose owner the hub knows', async () => {
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    expect(probe.clientId).toMatch(/^[0-9a-f]{32}$/);
    expect(await t.app.chatHub.clientOwner(probe.clientId)).toEqual({
      role: 'member',
      memberId: buyer.memberId,
    });
    probe.ws.close();
    await probe.closed;
    await expect.poll(() => t.app.chatHub.clientOwner(probe.clientId)).toBeNull();
  });
});

describe('chat socket: bind', () => {
  it("binds the buyer's own live client id to a shop; anyone else's is refused", async () => {
    const svc = await addServicer(t.database.db, siteId, { online: true });
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    const servicer = await openInitialized(base, {
      role: 'servicer',
      cookie: staffCookie(svc.token),
    });
    const bind = (clientId: string, token: string) =>
      t.call<{ servicer_id: number; online_count: number }>(
        '/servicer/api/chat/bind',
        { client_id: clientId, site_id: siteId },
        { cookie: memberCookie(token) },
      );
    const ok = await bind(probe.clientId, buyer.token);
    expect(ok.code).toBe(0);
    expect(ok.data.online_count).toBeGreaterThanOrEqual(1);
    expect(ok.data.servicer_id).toBeGreaterThan(0);
    const stranger = await addBuyer(t.database.db, 'binder', { address: false });
    expect((await bind(probe.clientId, stranger.token)).code).toBe(-1);
    expect((await bind(servicer.clientId, buyer.token)).code).toBe(-1);
    // Bound: the servicer leaving is heard.
    servicer.ws.close();
    await probe.waitFor(
      (e) => e.type === 'connect' && e.data.online_count === ok.data.online_count - 1,
    );
    probe.ws.close();
    await probe.closed;
    // A closed socket's id no longer binds.
    await expect.poll(async () => (await bind(probe.clientId, buyer.token)).code).toBe(-1);
  });
});

describe('chat socket: delivery', () => {
  it('delivers each content type to the buyer and the shop servicer, nobody else', async () => {
    const svc = await addServicer(t.database.db, siteId);
    const stranger = await addBuyer(t.database.db, 'stranger', { address: false });
    const member = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    const servicer = await openInitialized(base, {
      role: 'servicer',
      cookie: staffCookie(svc.token),
    });
    const other = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(stranger.token),
    });
    const { orderId } = await insertTestOrder(t, {
      memberId: buyer.memberId,
      siteId,
      moneyFen: 2500,
    });
    const common = { siteId, memberId: buyer.memberId };
    const sent = [
      await say('你好 [emjoy_01]'),
      await sendChatMessage(
        t.app,
        { ...common, type: 0, servicerId: 0, contentType: 1, content: '', goodsSkuId: skuId },
        'zh-CN',
      ),
      await sendChatMessage(
        t.app,
        { ...common, type: 0, servicerId: 0, contentType: 2, content: '', orderId },
        'zh-CN',
      ),
      await sendChatMessage(
        t.app,
        {
          ...common,
          type: 1,
          servicerId: svc.staffId,
          contentType: 3,
          content: '/upload/chat/202611/0123456789abcdef0123456789abcdef.png',
        },
        'zh-CN',
      ),
    ];
    const types = ['string', 'goodssku', 'order', 'image'];
    for (const [i, m] of sent.entries()) {
      for (const probe of [member, servicer]) {
        const e = await probe.waitFor((x) => 'data' in x && 'id' in x.data && x.data.id === m.id);
        expect(e.type).toBe(types[i]);
        expect(e.data).toEqual(m);
      }
    }
    // The servicer also hears that the conversation changed (taken by the servicer's reply).
    await servicer.waitFor(
      (e) => e.type === 'session' && e.data.member_id === buyer.memberId && e.data.status === 1,
    );
    expect(other.messageIds()).toEqual([]);
    for (const p of [member, servicer, other]) p.ws.close();
  });

  it('catches up from last_id: messages sent while away arrive once, oldest first', async () => {
    const first = await say('before');
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
      lastId: first.id,
    });
    const live = await openInitialized(base, { role: 'member', cookie: memberCookie(buyer.token) });
    probe.ws.close();
    await probe.closed;
    const missed = [await say('away 1'), await say('away 2'), await say('away 3')];
    await live.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === missed[2]!.id);
    const again = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
      lastId: first.id,
    });
    const after = await say('after');
    await again.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === after.id);
    expect(again.messageIds()).toEqual([...missed.map((m) => m.id), after.id]);
    expect(again.events[0]?.type).toBe('init');
    again.ws.close();
    live.ws.close();
  });

  it('a catch-up racing with live messages sends each message once, in id order', async () => {
    const start = await say('race start');
    const burst = Array.from({ length: 15 }, (_, i) => say(`race ${i}`));
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
      lastId: start.id,
    });
    const ids = (await Promise.all(burst)).map((m) => m.id).sort((a, b) => a - b);
    await probe.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === ids.at(-1));
    const late = await say('race end');
    await probe.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === late.id);
    await new Promise((r) => setTimeout(r, 100));
    // Each once (catch-up and live overlap deduplicated); the catch-up part in id order.
    const got = probe.messageIds();
    expect(new Set(got).size).toBe(got.length);
    expect([...got].sort((a, b) => a - b)).toEqual([...ids, late.id]);
    probe.ws.close();
  });
});
