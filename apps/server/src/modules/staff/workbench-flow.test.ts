import type { ChatDialogs, WorkbenchMember, WorkbenchSessions } from '@shop/contracts/chat';
import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { member, memberLabel, memberLevel } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken, post } from '../auth/testing';
import { insertTestOrder } from '../order/order.testing';
import { addShop, addStaff, buyerSays, staffCookie, wb } from './staff.testing';
import { STAFF_SAY_MAX } from '../chat';

describe('workbench accept, end, buyer panel and images', () => {
  let t: TestApp;
  let siteA: number;
  let siteB: number;
  let a1: string;
  let a2: string;
  let a1Id: number;
  let a2Id: number;

  beforeAll(async () => {
    t = await createTestApp();
    siteA = await addShop(t, '丙药房');
    siteB = await addShop(t, '丁药房');
    a1Id = await addStaff(t, { siteId: siteA, username: 'c1' });
    a2Id = await addStaff(t, { siteId: siteA, username: 'c2' });
    a1 = await staffCookie(t, 'c1');
    a2 = await staffCookie(t, 'c2');
  });
  afterAll(() => t.close());

  it('lets exactly one of two servicers accepting at once take the conversation', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await addMember(t, { username: `race${round}` });
      await buyerSays(t, siteA, buyer, '有人吗');
      const results = await Promise.all([
        wb(t, a1, 'accept', { member_id: buyer }),
        wb(t, a2, 'accept', { member_id: buyer }),
      ]);
      const codes = results.map((r) => r.code).sort();
      expect(codes).toEqual([-1, 0]);
      const loser = results.find((r) => r.code === -1);
      expect(loser?.message).toBe('该会话已由其他客服接入');
      const winner = results[0].code === 0 ? a1Id : a2Id;
      const active = await wb<WorkbenchSessions>(t, a1, 'sessions', { state: 'active' });
      expect(active.data.list.find((s) => s.member_id === buyer)?.servicer_id).toBe(winner);
      // Accepting one's own conversation again is fine.
      expect((await wb(t, winner === a1Id ? a1 : a2, 'accept', { member_id: buyer })).code).toBe(0);
    }
  });

  it('lets exactly one of two servicers replying at once to a waiting buyer take the conversation', async () => {
    for (let round = 0; round < 3; round += 1) {
      const buyer = await addMember(t, { username: `reply${round}` });
      await buyerSays(t, siteA, buyer, '在吗');
      const results = await Promise.all([
        wb(t, a1, 'say', { member_id: buyer, content_type: 0, message: '您好，我是c1' }),
        wb(t, a2, 'say', { member_id: buyer, content_type: 0, message: '您好，我是c2' }),
      ]);
      expect(results.map((r) => r.code).sort()).toEqual([-1, 0]);
      expect(results.find((r) => r.code === -1)?.message).toBe('该会话已由其他客服接入');
      const dialogs = await wb<ChatDialogs>(t, a1, 'dialogs', { member_id: buyer });
      expect(dialogs.data.list.filter((m) => m.type === 1)).toHaveLength(1);
    }
  });

  it('ends a session: ended state, event to workbenches, automatic notice to the buyer', async () => {
    const buyer = await addMember(t, { username: 'ender' });
    const token = await loginToken(t, 'ender');
    await buyerSays(t, siteA, buyer, '谢谢');
    await wb(t, a1, 'accept', { member_id: buyer });
    const sessionSpy = vi.spyOn(t.app.chatHub, 'publishSession');
    const messageSpy = vi.spyOn(t.app.chatHub, 'publishMessage');
    expect((await wb(t, a1, 'end', { member_id: buyer })).code).toBe(0);
    expect(sessionSpy).toHaveBeenCalledWith({
      site_id: siteA,
      member_id: buyer,
      servicer_id: a1Id,
      status: 2,
    });
    expect(messageSpy).toHaveBeenCalledTimes(1);
    sessionSpy.mockRestore();
    messageSpy.mockRestore();
    const ended = await wb<WorkbenchSessions>(t, a1, 'sessions', { state: 'ended' });
    expect(ended.data.list).toMatchObject([{ member_id: buyer, state: 'ended' }]);
    const dialogs = await post<ChatDialogs>(
      t,
      '/servicer/api/chat/dialogs',
      { site_id: siteA },
      { cookie: `${TOKEN_COOKIE}=${token}` },
    );
    expect(dialogs.data.list.at(-1)).toMatchObject({
      type: 2,
      content_type: 0,
      servicer_say: '本次会话已结束，如有需要请再次留言',
    });
    expect((await wb(t, a1, 'end', { member_id: buyer })).message).toBe('该会话已结束');
    expect((await wb(t, a2, 'accept', { member_id: buyer })).message).toBe('该会话已结束');
    // The buyer writing again makes it waiting for anyone.
    await buyerSays(t, siteA, buyer, '还有一个问题');
    const waiting = await wb<WorkbenchSessions>(t, a2, 'sessions', { state: 'waiting' });
    expect(waiting.data.list.find((s) => s.member_id === buyer)).toMatchObject({ servicer_id: 0 });
    // Ended in English when the servicer's request is in English.
    expect((await wb(t, a2, 'end', { member_id: buyer, lang: 'en-us' })).code).toBe(0);
    const last = await wb<ChatDialogs>(t, a2, 'dialogs', { member_id: buyer, limit: 1 });
    expect(last.data.list[0]?.servicer_say).toMatch(/^This conversation has ended/);
  });

  it('shows the buyer with type, level and only the 5 latest orders with this shop', async () => {
    const buyer = await addMember(t, { username: 'panel', nickname: '面板药房' });
    const [label] = await t.database.db
      .insert(memberLabel)
      .values({ labelName: '诊所' })
      .returning({ id: memberLabel.labelId });
    const [level] = await t.database.db
      .insert(memberLevel)
      .values({ levelName: '银卡会员' })
      .returning({ id: memberLevel.levelId });
    await t.database.db
      .update(member)
      .set({ labelId: label!.id, levelId: level!.id })
      .where(eq(member.memberId, buyer));
    await buyerSays(t, siteA, buyer, '查订单');
    const ids: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const createdAt = new Date(Date.UTC(2026, 0, 1 + i));
      ids.push(
        (await insertTestOrder(t, { memberId: buyer, siteId: siteA, moneyFen: 100 + i, createdAt }))
          .orderId,
      );
    }
    const foreign = await insertTestOrder(t, {
      memberId: buyer,
      siteId: siteB,
      moneyFen: 999,
      createdAt: new Date(Date.UTC(2026, 5, 1)),
    });
    const res = await wb<WorkbenchMember>(t, a2, 'member', { member_id: buyer });
    expect(res.data).toMatchObject({
      member_id: buyer,
      username: 'panel',
      nickname: '面板药房',
      label_name: '诊所',
      level_name: '银卡会员',
    });
    expect(res.data.headimg).not.toBe('');
    expect(res.data.recent_orders.map((o) => o.order_id)).toEqual(ids.slice(1).reverse());
    expect(res.data.recent_orders.map((o) => o.order_id)).not.toContain(foreign.orderId);
    expect(res.data.recent_orders[0]).toMatchObject({
      order_money: '1.05',
      order_status_name: expect.any(String),
    });
  });

  it('uploads a chat image with the staff session and sends it', async () => {
    const buyer = await addMember(t, { username: 'imgbuyer' });
    await buyerSays(t, siteA, buyer, '看看图');
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 10, b: 10 } },
    })
      .png()
      .toBuffer();
    const uploadAs = async (cookie: string | undefined) => {
      const boundary = '----stafftest9';
      const res = await t.app.inject({
        method: 'POST',
        url: '/servicer/api/workbench/chatimg',
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(cookie ? { cookie } : {}),
        },
      });
      return res.json<{ code: number; data: { pic_path: string } }>();
    };
    expect((await uploadAs(undefined)).code).toBe(-10009);
    expect((await uploadAs(`${STAFF_TOKEN_COOKIE}=nope`)).code).toBe(-10009);
    const up = await uploadAs(a1);
    expect(up.code).toBe(0);
    expect(up.data.pic_path).toMatch(/^\/upload\/chat\/\d{6}\/[0-9a-f]{32}\.(png|jpg)$/);
    const said = await wb(t, a1, 'say', {
      member_id: buyer,
      content_type: 3,
      message: up.data.pic_path,
    });
    expect(said).toMatchObject({
      code: 0,
      data: { content_type: 3, servicer_say: up.data.pic_path },
    });
  });

  it('limits how fast one servicer can send', async () => {
    const siteC = await addShop(t, '戊药房');
    await addStaff(t, { siteId: siteC, username: 'fast1' });
    const cookie = await staffCookie(t, 'fast1');
    const buyer = await addMember(t, { username: 'flooded' });
    await buyerSays(t, siteC, buyer, '你好');
    for (let i = 0; i < STAFF_SAY_MAX; i += 1) {
      const res = await wb(t, cookie, 'say', {
        member_id: buyer,
        content_type: 0,
        message: `第${i}条`,
      });
      expect(res.code).toBe(0);
    }
    const over = await wb(t, cookie, 'say', { member_id: buyer, content_type: 0, message: '太快' });
    expect(over).toMatchObject({ code: -1, message: '发送太频繁，请稍后再试' });
    const count = (await wb<ChatDialogs>(t, cookie, 'dialogs', { member_id: buyer })).data.count;
    expect(count).toBe(STAFF_SAY_MAX + 1);
  });
});
