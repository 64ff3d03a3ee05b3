import type { ChatBind, ChatMessage } from '@shop/contracts/chat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listen, memberCookie, openInitialized } from './chat-socket.testing';
import { addOnlineServicer, chatFixture } from './chat.testing';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

let t: TestApp;
let f: Fixture;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await chatFixture(t);
  base = await listen(t.app);
});
afterAll(async () => t.close());

const bind = (token: string, clientId: string, siteId: number) =>
  t.call<ChatBind>('/servicer/api/chat/bind', { token, client_id: clientId, site_id: siteId });

describe('bind with a live socket', () => {
  it("binds the caller's own socket and refuses another member's", async () => {
    const socketA = await openInitialized(base, { role: 'member', cookie: memberCookie(f.tokenA) });
    const socketB = await openInitialized(base, { role: 'member', cookie: memberCookie(f.tokenB) });
    try {
      expect(await bind(f.tokenA, socketA.clientId, f.site1)).toMatchObject({
        code: 0,
        data: { servicer_id: 0, online_count: 0 },
      });
      expect(await bind(f.tokenA, socketB.clientId, f.site1)).toMatchObject({
        code: -1,
        message: '连接已失效，请重新打开对话',
      });
      expect((await bind(f.tokenA, socketA.clientId, f.closedSite)).message).toBe('店铺不存在');

      const staffId = await addOnlineServicer(t, f.site1);
      expect((await bind(f.tokenA, socketA.clientId, f.site1)).data).toEqual({
        servicer_id: staffId,
        online_count: 1,
      });

      const sent = await t.call<ChatMessage>('/servicer/api/chat/say', {
        token: f.tokenA,
        site_id: f.site1,
        content_type: 0,
        message: '你好',
      });
      const event = await socketA.waitFor((e) => e.type === 'string');
      expect(event.data).toMatchObject({ id: sent.data.id, consumer_say: '你好' });
      expect(socketB.messageIds()).toEqual([]);
    } finally {
      socketA.ws.close();
      socketB.ws.close();
    }
  });

  it('refuses a client id that is no longer connected', async () => {
    const socket = await openInitialized(base, { role: 'member', cookie: memberCookie(f.tokenA) });
    socket.ws.close();
    await socket.closed;
    await new Promise((r) => setTimeout(r, 100));
    expect((await bind(f.tokenA, socket.clientId, f.site1)).message).toBe(
      '连接已失效，请重新打开对话',
    );
  });
});
