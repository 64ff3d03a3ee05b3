import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBuyer, addShop } from '../order/order-create.fixtures';
import type { RedisChatBus } from './chat-bus-redis';
import type { ChatHubRuntime } from './chat-hub.service';
import { sendChatMessage } from './chat-send.service';
import { listen, memberCookie, openInitialized } from './chat-socket.testing';

/**
 * The Redis fan-out inside one process. Only on PostgreSQL: the channel is named after the
 * database, and every PGlite database has the same name.
 */
const enabled = process.env.TEST_DB_KIND === 'postgres' && Boolean(process.env.TEST_REDIS_URL);

let t: TestApp;
let base: string;

beforeAll(async () => {
  if (!enabled) return;
  t = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
  base = await listen(t.app);
});
afterAll(async () => {
  await t?.close();
});

describe.skipIf(!enabled)('chat hub over Redis', () => {
  it('delivers through Redis; after the subscriber reconnects, sockets reconnect and catch up', async () => {
    const db = t.database.db;
    const siteId = await addShop(db, {
      name: 'redis药房',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const buyer = await addBuyer(db, 'redisbuyer', { address: false });
    const common = { siteId, memberId: buyer.memberId, type: 0 as const, servicerId: 0 };
    const say = (content: string) =>
      sendChatMessage(t.app, { ...common, contentType: 0, content }, 'zh-CN');
    const probe = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
    });
    const first = await say('经 Redis');
    await probe.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === first.id);

    // The subscriber drops and comes back: whatever it missed, the sockets here must catch up.
    const hub = t.app.chatHub as ChatHubRuntime;
    (hub.bus as RedisChatBus).subscriber.disconnect(true);
    expect(await probe.closed).toBe(1012);
    expect(probe.events.some((e) => e.type === 'close')).toBe(false);
    const missed = await say('断线期间');
    const again = await openInitialized(base, {
      role: 'member',
      cookie: memberCookie(buyer.token),
      lastId: first.id,
    });
    await again.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === missed.id);
    const live = await say('恢复之后');
    await again.waitFor((e) => 'data' in e && 'id' in e.data && e.data.id === live.id);
    expect(again.messageIds()).toEqual([missed.id, live.id]);
    again.ws.close();
  });
});
