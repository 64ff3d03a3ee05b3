import type { ChatDialogs, ChatMessage, WorkbenchSessions } from '@shop/contracts/chat';
import { TOKEN_COOKIE } from '@shop/contracts/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken, post } from '../auth/testing';
import { addCategory, addGoods } from '../order/order-create.fixtures';
import { insertTestOrder } from '../order/order.testing';
import { addShop, addStaff, buyerSays, staffCookie, wb } from './staff.testing';

describe('workbench sessions, replies and shop isolation', () => {
  let t: TestApp;
  let siteA: number;
  let siteB: number;
  let a1: string;
  let a2: string;
  let b1: string;
  let a1Id: number;
  let a2Id: number;
  let m1: number;
  let m2: number;
  let m3: number;
  let m1Token: string;

  beforeAll(async () => {
    t = await createTestApp();
    siteA = await addShop(t, '甲药房');
    siteB = await addShop(t, '乙药房');
    a1Id = await addStaff(t, { siteId: siteA, username: 'a1' });
    a2Id = await addStaff(t, { siteId: siteA, username: 'a2' });
    await addStaff(t, { siteId: siteB, username: 'b1' });
    a1 = await staffCookie(t, 'a1');
    a2 = await staffCookie(t, 'a2');
    b1 = await staffCookie(t, 'b1');
    m1 = await addMember(t, { username: 'wbbuyer1', nickname: '一号药房' });
    m2 = await addMember(t, { username: 'wbbuyer2' });
    m3 = await addMember(t, { username: 'wbbuyer3' });
    m1Token = await loginToken(t, 'wbbuyer1');
    await buyerSays(t, siteA, m1, '你好');
    await buyerSays(t, siteA, m3, '有货吗');
    await buyerSays(t, siteA, m1, '请问有阿莫西林吗');
    await buyerSays(t, siteB, m2, '乙店你好');
  });
  afterAll(() => t.close());

  const sessions = (cookie: string, state: string) =>
    wb<WorkbenchSessions>(t, cookie, 'sessions', { state });

  it('lists the shop’s waiting conversations, latest first, with unread and counts', async () => {
    const res = await sessions(a1, 'waiting');
    expect(res.code).toBe(0);
    expect(res.data.list.map((s) => s.member_id)).toEqual([m1, m3]);
    expect(res.data.list[0]).toMatchObject({
      nickname: '一号药房',
      username: 'wbbuyer1',
      servicer_id: 0,
      state: 'waiting',
      unread: 2,
      last_message: { consumer_say: '请问有阿莫西林吗', type: 0 },
    });
    expect(res.data).toMatchObject({ count: 2, page_count: 1 });
    expect(res.data.counts).toEqual({ waiting: 2, active: 0, ended: 0 });
    const other = await sessions(b1, 'waiting');
    expect(other.data.list.map((s) => s.member_id)).toEqual([m2]);
    expect((await sessions(a1, 'active')).data.list).toEqual([]);
    const paged = await wb<WorkbenchSessions>(t, a1, 'sessions', {
      state: 'waiting',
      page: 2,
      page_size: 1,
    });
    expect(paged.data.list.map((s) => s.member_id)).toEqual([m3]);
    expect(paged.data.page_count).toBe(2);
  });

  it('a reply is stored, takes the waiting conversation and shows in the buyer’s dialogs', async () => {
    const said = await wb<ChatMessage>(t, a1, 'say', {
      member_id: m1,
      content_type: 0,
      message: '有的[emjoy_01]',
      client_msg_id: 'wb-reply-0001',
    });
    expect(said).toMatchObject({
      code: 0,
      data: { type: 1, servicer_id: a1Id, servicer_say: '有的[emjoy_01]', consumer_say: '' },
    });
    const again = await wb<ChatMessage>(t, a1, 'say', {
      member_id: m1,
      content_type: 0,
      message: '有的[emjoy_01]',
      client_msg_id: 'wb-reply-0001',
    });
    expect(again.data.id).toBe(said.data.id);
    const dialogs = await post<ChatDialogs>(
      t,
      '/servicer/api/chat/dialogs',
      { site_id: siteA, page: 1, limit: 4 },
      { cookie: `${TOKEN_COOKIE}=${m1Token}` },
    );
    expect(dialogs.data.count).toBe(3);
    expect(dialogs.data.list.at(-1)).toMatchObject({ id: said.data.id, nickname: '客服a1' });
    const active = await sessions(a2, 'active');
    expect(active.data.list).toMatchObject([{ member_id: m1, servicer_id: a1Id, state: 'active' }]);
    expect(active.data.counts).toEqual({ waiting: 1, active: 1, ended: 0 });
    const history = await wb<ChatDialogs>(t, a2, 'dialogs', { member_id: m1, page: 1, limit: 2 });
    expect(history.data).toMatchObject({ count: 3, page_count: 2 });
    expect(history.data.list.map((m) => m.type)).toEqual([0, 1]);
  });

  it('refuses replying to a conversation another servicer serves', async () => {
    const res = await wb(t, a2, 'say', { member_id: m1, content_type: 0, message: '我来' });
    expect(res).toMatchObject({ code: -1, message: '该会话已由其他客服接入' });
    expect((await wb(t, a2, 'accept', { member_id: m1 })).message).toBe('该会话已由其他客服接入');
    expect((await wb(t, a2, 'end', { member_id: m1 })).message).toBe('该会话已由其他客服接入');
    // a2 may still read it.
    expect((await wb(t, a2, 'member', { member_id: m1 })).code).toBe(0);
    expect(a2Id).toBeGreaterThan(0);
  });

  it('clears the shop’s unread count on setRead', async () => {
    expect((await sessions(a1, 'waiting')).data.list[0]).toMatchObject({
      member_id: m3,
      unread: 1,
    });
    expect((await wb(t, a1, 'setRead', { member_id: m3 })).code).toBe(0);
    expect((await sessions(a1, 'waiting')).data.list[0]).toMatchObject({
      member_id: m3,
      unread: 0,
    });
  });

  it('never lets a servicer reach a buyer who has no conversation with the shop', async () => {
    for (const [cookie, memberId] of [
      [a1, m2],
      [b1, m1],
      [b1, m3],
      [a1, 999_999],
    ] as const) {
      for (const name of ['dialogs', 'setRead', 'accept', 'end', 'member']) {
        const res = await wb(t, cookie, name, { member_id: memberId });
        expect(res, name).toMatchObject({ code: -1, message: '会话不存在' });
      }
      const say = await wb(t, cookie, 'say', {
        member_id: memberId,
        content_type: 0,
        message: 'x',
      });
      expect(say).toMatchObject({ code: -1, message: '会话不存在' });
    }
    // Nothing was stored for the buyer of the other shop.
    const bList = await sessions(b1, 'waiting');
    expect(bList.data.list).toMatchObject([{ member_id: m2, unread: 1 }]);
  });

  it('sends an order card only of this buyer with this shop, and goods only of this shop', async () => {
    const own = await insertTestOrder(t, { memberId: m1, siteId: siteA, moneyFen: 12_345 });
    const otherShop = await insertTestOrder(t, { memberId: m1, siteId: siteB, moneyFen: 500 });
    const otherBuyer = await insertTestOrder(t, { memberId: m3, siteId: siteA, moneyFen: 700 });
    const ok = await wb<ChatMessage>(t, a1, 'say', {
      member_id: m1,
      content_type: 2,
      order_id: own.orderId,
    });
    expect(ok).toMatchObject({
      code: 0,
      data: { content_type: 2, order: { order_id: own.orderId, order_money: '123.45' } },
    });
    for (const orderId of [otherShop.orderId, otherBuyer.orderId, 999_999]) {
      const res = await wb(t, a1, 'say', { member_id: m1, content_type: 2, order_id: orderId });
      expect(res).toMatchObject({ code: -1, message: '订单不存在' });
    }
    const category = await addCategory(t.database.db);
    const goodsA = await addGoods(t.database.db, {
      siteId: siteA,
      categoryId: category,
      name: '阿莫西林胶囊',
      priceFen: 1590,
      stock: 10,
    });
    const goodsB = await addGoods(t.database.db, {
      siteId: siteB,
      categoryId: category,
      name: '布洛芬片',
      priceFen: 990,
      stock: 10,
    });
    const card = await wb<ChatMessage>(t, a1, 'say', {
      member_id: m1,
      content_type: 1,
      goods_id: goodsA.skuId,
    });
    expect(card.data.goods).toMatchObject({ sku_id: goodsA.skuId, price: '15.90' });
    const foreign = await wb(t, a1, 'say', {
      member_id: m1,
      content_type: 1,
      goods_id: goodsB.skuId,
    });
    expect(foreign).toMatchObject({ code: -1, message: '商品不存在或已下架' });
  });

  it('answers -1 with a clear message for every bad input, and changes nothing', async () => {
    const before = (await wb<ChatDialogs>(t, a1, 'dialogs', { member_id: m1 })).data.count;
    const cases: [string, object, string | RegExp][] = [
      ['say', { member_id: m1, content_type: 0, message: '   ' }, '不能发送空白内容'],
      [
        'say',
        { member_id: m1, content_type: 0, message: '字'.repeat(151) },
        '最多一次可以发送150个字~',
      ],
      ['say', { member_id: m1, content_type: 1 }, '请选择要发送的商品'],
      ['say', { member_id: m1, content_type: 2 }, '请选择要发送的订单'],
      ['say', { member_id: m1, content_type: 3, message: '/etc/passwd' }, '图片无效，请重新上传'],
      [
        'say',
        {
          member_id: m1,
          content_type: 3,
          message: '/upload/chat/202611/' + 'a'.repeat(32) + '.png',
        },
        /.+/,
      ],
      ['say', { member_id: m1, content_type: 7, message: 'x' }, /.+/],
      ['say', { member_id: 'abc', content_type: 0, message: 'x' }, /.+/],
      ['dialogs', { member_id: m1, limit: 0 }, /.+/],
      ['dialogs', { member_id: m1, page: -1 }, /.+/],
      ['sessions', { state: 'all' }, /.+/],
      ['sessions', { state: 'waiting', page_size: 1000 }, /.+/],
      ['accept', {}, /.+/],
      ['end', { member_id: 0 }, /.+/],
      ['member', { member_id: -5 }, /.+/],
      ['online', { online: 'yes' }, /.+/],
    ];
    for (const [name, body, message] of cases) {
      const res = await wb(t, a1, name, body);
      expect(res.code, `${name} ${JSON.stringify(body)}`).toBe(-1);
      expect(res.message).toMatch(message);
    }
    expect((await wb<ChatDialogs>(t, a1, 'dialogs', { member_id: m1 })).data.count).toBe(before);
  });
});
