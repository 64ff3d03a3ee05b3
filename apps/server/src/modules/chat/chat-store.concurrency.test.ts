import type { ChatMessage } from '@shop/contracts/chat';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversation } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { messagesAfter } from './chat-history.service';
import { appendChatMessage } from './chat-store';
import { chatFixture } from './chat.testing';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await chatFixture(t);
});
afterAll(async () => t.close());

describe('chat store under concurrency', () => {
  it('gives 40 parallel messages distinct, gap-free ids that a catching-up reader never skips', async () => {
    const seen: number[] = [];
    let lastSeen = 0;
    let writing = true;
    const poll = async () => {
      const batch = await messagesAfter(
        t.database.db,
        { memberId: f.memberA },
        lastSeen,
        100,
        'zh-CN',
      );
      for (const m of batch) seen.push(m.id);
      lastSeen = batch.at(-1)?.id ?? lastSeen;
    };
    const reader = (async () => {
      while (writing) {
        await poll();
        await new Promise((r) => setTimeout(r, 1));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        appendChatMessage(
          t.database.db,
          {
            siteId: f.site1,
            memberId: f.memberA,
            type: 0,
            servicerId: 0,
            contentType: 0,
            content: `并发消息 ${i}`,
            clientMsgId: `conc-${String(i).padStart(4, '0')}`,
          },
          'zh-CN',
        ),
      ),
    );
    writing = false;
    await reader;
    await poll();

    const ids = results.map((r) => r.message.id).sort((a, b) => a - b);
    expect(new Set(ids).size).toBe(40);
    expect(ids.at(-1)! - ids[0]!).toBe(39);
    // Read while the writes ran, only ever asking for ids above the highest seen: nothing missed.
    expect(seen).toEqual(ids);
    const [conversation] = await t.database.db
      .select()
      .from(chatConversation)
      .where(and(eq(chatConversation.siteId, f.site1), eq(chatConversation.memberId, f.memberA)));
    expect(conversation).toMatchObject({
      lastMessageId: ids.at(-1),
      servicerUnread: 40,
      status: 0,
    });
  });

  it('stores a message resent in parallel with the same client_msg_id once', async () => {
    const input = {
      siteId: f.site2,
      memberId: f.memberA,
      type: 0 as const,
      servicerId: 0,
      contentType: 0 as const,
      content: '重复发送',
      clientMsgId: 'dup-12345678',
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => appendChatMessage(t.database.db, input, 'zh-CN')),
    );
    expect(new Set(results.map((r) => r.message.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
  });

  it('refuses a member sending more than 20 messages in 10 seconds', async () => {
    const answers: { code: number; message: string }[] = [];
    for (let i = 0; i < 22; i += 1)
      answers.push(
        await t.call<ChatMessage>('/servicer/api/chat/say', {
          token: f.tokenB,
          site_id: f.site2,
          content_type: 0,
          message: `第${i}条`,
        }),
      );
    expect(answers.slice(0, 20).every((a) => a.code === 0)).toBe(true);
    expect(answers[20]).toMatchObject({ code: -1, message: '发送太频繁，请稍后再试' });
    expect(answers[21]!.code).toBe(-1);
  });
});
