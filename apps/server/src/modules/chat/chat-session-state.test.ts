import type { ChatBind, ChatKeyword, ChatMessage, ChatShopSession } from '@shop/contracts/chat';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversation, chatMessage } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setConfig } from '../settings';
import { CHAT_KEYWORD_KEY } from './chat-keyword.service';
import { appendChatMessage } from './chat-store';
import { addOnlineServicer, chatFixture, setServicerOffline } from './chat.testing';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await chatFixture(t);
  await setConfig(t.database.db, CHAT_KEYWORD_KEY, {
    is_open: 1,
    keyword_list: [
      { keyword: '发票', reply: '可开增值税专用发票。' },
      { keyword: 'ERP', reply: '支持对接 ERP。' },
    ],
  });
});
afterAll(async () => t.close());

const say = (token: string, body: object) =>
  t.call<ChatMessage>('/servicer/api/chat/say', { token, ...body });

const conversationOf = async (siteId: number, memberId: number) =>
  (
    await t.database.db
      .select()
      .from(chatConversation)
      .where(and(eq(chatConversation.siteId, siteId), eq(chatConversation.memberId, memberId)))
  )[0]!;

const messagesOf = (siteId: number, memberId: number) =>
  t.database.db
    .select()
    .from(chatMessage)
    .where(and(eq(chatMessage.siteId, siteId), eq(chatMessage.memberId, memberId)))
    .orderBy(chatMessage.messageId);

describe('keyword automatic replies', () => {
  it('answers the keyword config to visitors too', async () => {
    const res = await t.call<ChatKeyword>('/servicer/api/chat/keyword', {});
    expect(res.data.is_open).toBe(1);
    expect(res.data.keyword_list.map((k) => k.keyword)).toEqual(['发票', 'ERP']);
  });

  it('replies to the first keyword a text contains while no servicer is online', async () => {
    await say(f.tokenA, {
      site_id: f.site2,
      content_type: 0,
      message: '你们能对接erp吗，开发票吗',
    });
    const rows = await messagesOf(f.site2, f.memberA);
    expect(rows.map((r) => [r.type, r.content])).toEqual([
      [0, '你们能对接erp吗，开发票吗'],
      [2, '可开增值税专用发票。'],
    ]);
    expect((await conversationOf(f.site2, f.memberA)).memberUnread).toBe(1);
    await say(f.tokenA, { site_id: f.site2, content_type: 0, message: '好的谢谢' });
    expect(await messagesOf(f.site2, f.memberA)).toHaveLength(3);
  });

  it('shows the reply under the robot name with the shop logo', async () => {
    const res = await t.call<{ list: ChatMessage[] }>('/servicer/api/chat/dialogs', {
      token: f.tokenA,
      site_id: f.site2,
    });
    const robot = res.data.list.find((m) => m.type === 2)!;
    expect(robot).toMatchObject({
      nickname: '智能客服',
      servicer_say: '可开增值税专用发票。',
      consumer_say: '',
    });
    expect(robot.avatar).toBe(robot.logo);
  });

  it('stays silent while a servicer of the shop is online', async () => {
    const staffId = await addOnlineServicer(t, f.site2);
    await say(f.tokenB, { site_id: f.site2, content_type: 0, message: '要发票' });
    expect((await messagesOf(f.site2, f.memberB)).map((r) => r.type)).toEqual([0]);
    await setServicerOffline(t, staffId);
  });
});

describe('session state', () => {
  it('waits, is served, is read, ends with bye and waits again on a new message', async () => {
    await say(f.tokenB, { site_id: f.site1, content_type: 0, message: '在吗' });
    expect(await conversationOf(f.site1, f.memberB)).toMatchObject({
      status: 0,
      servicerId: 0,
      servicerUnread: 1,
    });
    const staffId = await addOnlineServicer(t, f.site1);
    const has = await t.call<{ online_count: number }>('/servicer/api/chat/hasServicers', {
      site_id: f.site1,
    });
    expect(has.data.online_count).toBe(1);
    const reply = await appendChatMessage(
      t.database.db,
      {
        siteId: f.site1,
        memberId: f.memberB,
        type: 1,
        servicerId: staffId,
        contentType: 0,
        content: '您好，请问需要什么？',
      },
      'zh-CN',
    );
    expect(reply.created).toBe(true);
    expect(reply.session).toEqual({
      site_id: f.site1,
      member_id: f.memberB,
      servicer_id: staffId,
      status: 1,
    });
    expect(reply.message).toMatchObject({
      type: 1,
      servicer_say: '您好，请问需要什么？',
      servicer_id: staffId,
    });
    expect(await conversationOf(f.site1, f.memberB)).toMatchObject({ status: 1, memberUnread: 1 });

    const session = await t.call<ChatShopSession>('/servicer/api/chat/shop', {
      token: f.tokenB,
      site_id: f.site1,
    });
    expect(session.data).toMatchObject({ unread: 1, online: 1, servicer_id: staffId });

    // Another member's setRead never touches B's conversation.
    await t.call('/servicer/api/chat/setRead', { token: f.tokenA, site_id: f.site1 });
    expect((await conversationOf(f.site1, f.memberB)).memberUnread).toBe(1);
    expect(
      (await t.call('/servicer/api/chat/setRead', { token: f.tokenB, site_id: f.site1 })).code,
    ).toBe(0);
    expect((await conversationOf(f.site1, f.memberB)).memberUnread).toBe(0);

    const sent = await say(f.tokenB, { site_id: f.site1, content_type: 0, message: '要阿莫西林' });
    expect(sent.data.servicer_id).toBe(staffId);

    expect(
      (await t.call('/servicer/api/chat/bye', { token: f.tokenB, site_id: f.site1 })).code,
    ).toBe(0);
    expect(await conversationOf(f.site1, f.memberB)).toMatchObject({
      status: 2,
      servicerId: staffId,
    });
    expect(
      (await t.call('/servicer/api/chat/bye', { token: f.tokenB, site_id: f.site1 })).code,
    ).toBe(0);

    const after = await appendChatMessage(
      t.database.db,
      {
        siteId: f.site1,
        memberId: f.memberB,
        type: 0,
        servicerId: 0,
        contentType: 0,
        content: '还在吗',
      },
      'zh-CN',
    );
    expect(after.session).toEqual({
      site_id: f.site1,
      member_id: f.memberB,
      servicer_id: 0,
      status: 0,
    });
    expect(await conversationOf(f.site1, f.memberB)).toMatchObject({ status: 0, servicerId: 0 });
    await setServicerOffline(t, staffId);
  });

  it('refuses binding a client id the caller does not own', async () => {
    const res = await t.call<ChatBind>('/servicer/api/chat/bind', {
      token: f.tokenA,
      site_id: f.site1,
      client_id: '0123456789abcdef0123456789abcdef',
    });
    expect(res).toMatchObject({ code: -1, message: '连接已失效，请重新打开对话' });
  });
});
