import type { ChatDialogs, ChatMessage, ChatShopSession } from '@shop/contracts/chat';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatConversation, chatMessage } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { upload } from '../auth/testing';
import { chatFixture, uploadChatImage } from './chat.testing';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

let t: TestApp;
let f: Fixture;

beforeAll(async () => {
  t = await createTestApp();
  f = await chatFixture(t);
});
afterAll(async () => t.close());

const say = (token: string, body: object) =>
  t.call<ChatMessage>('/servicer/api/chat/say', { token, ...body });

const messageCount = async () =>
  (await t.database.db.select({ n: count() }).from(chatMessage))[0]!.n;

describe('buyer chat: bad input changes nothing', () => {
  it('refuses every bad say with code -1 and a clear message', async () => {
    const img = `/upload/chat/202611/${'a'.repeat(32)}.jpg`;
    const cases: [object, string | RegExp][] = [
      [{ content_type: 0, message: 'hi' }, /./],
      [{ site_id: 'abc', content_type: 0, message: 'hi' }, /./],
      [{ site_id: -1, content_type: 0, message: 'hi' }, /./],
      [{ site_id: 99_999_999_999, content_type: 0, message: 'hi' }, /./],
      [{ site_id: f.site1, content_type: 9, message: 'hi' }, /./],
      [{ site_id: f.site1, content_type: 'x', message: 'hi' }, /./],
      [{ site_id: f.site1, content_type: 0, message: '   \n ' }, '不能发送空白内容'],
      [{ site_id: f.site1, content_type: 0 }, '不能发送空白内容'],
      [
        { site_id: f.site1, content_type: 0, message: '药'.repeat(151) },
        '最多一次可以发送150个字~',
      ],
      [
        { site_id: f.site1, content_type: 0, message: `${'药'.repeat(150)}[emjoy_01]` },
        '最多一次可以发送150个字~',
      ],
      [{ site_id: f.site1, content_type: 1 }, '请选择要发送的商品'],
      [{ site_id: f.site1, content_type: 1, goods_id: f.offSale.skuId }, '商品不存在或已下架'],
      [{ site_id: f.site1, content_type: 1, goods_id: f.otherShop.skuId }, '商品不存在或已下架'],
      [{ site_id: f.site1, content_type: 1, goods_id: 2_000_000_000 }, '商品不存在或已下架'],
      [{ site_id: f.site1, content_type: 1, goods_id: -5 }, /./],
      [{ site_id: f.site1, content_type: 2 }, '请选择要发送的订单'],
      [{ site_id: f.site1, content_type: 2, order_id: f.orderB }, '订单不存在'],
      [{ site_id: f.site1, content_type: 2, order_id: f.orderA2 }, '订单不存在'],
      [{ site_id: f.site1, content_type: 3, message: img }, '图片无效，请重新上传'],
      [{ site_id: f.site1, content_type: 3, message: '../../etc/passwd' }, '图片无效，请重新上传'],
      [
        { site_id: f.site1, content_type: 3, message: 'https://evil.example/a.jpg' },
        '图片无效，请重新上传',
      ],
      [{ site_id: f.closedSite, content_type: 0, message: 'hi' }, '店铺不存在'],
      [{ site_id: 999_999, content_type: 0, message: 'hi' }, '店铺不存在'],
      [{ site_id: f.site1, content_type: 0, message: 'hi', client_msg_id: 'bad id!' }, /./],
    ];
    for (const [body, message] of cases) {
      const res = await say(f.tokenA, body);
      expect({ body, code: res.code }).toEqual({ body, code: -1 });
      expect(res.message).toMatch(message);
      expect(res.message).not.toMatch(/internal|error/i);
    }
    expect(await messageCount()).toBe(0);
    const conversations = await t.database.db.select().from(chatConversation);
    expect(conversations).toHaveLength(0);
  });

  it('answers the refusals in English for an English request', async () => {
    const res = await say(f.tokenA, {
      site_id: f.site1,
      content_type: 0,
      message: ' ',
      lang: 'en-us',
    });
    expect(res).toMatchObject({ code: -1, message: 'You cannot send blank content' });
  });

  it('asks for a login on every buyer call except hasServicers and keyword', async () => {
    const valid = { site_id: f.site1, client_id: 'f'.repeat(32), content_type: 0, message: 'hi' };
    for (const path of ['bind', 'say', 'setRead', 'dialogs', 'bye', 'sessions', 'shop']) {
      const res = await t.call(`/servicer/api/chat/${path}`, valid);
      expect({ path, code: res.code }).toEqual({ path, code: -10009 });
    }
    const has = await t.call<{ online_count: number }>('/servicer/api/chat/hasServicers', {
      site_id: f.site1,
    });
    expect(has).toMatchObject({ code: 0, data: { online_count: 0 } });
    expect((await t.call('/servicer/api/chat/keyword', {})).code).toBe(0);
  });

  it('refuses bad ids and unknown shops on the other calls', async () => {
    const bad: [string, object, string | RegExp][] = [
      ['bind', { site_id: f.site1, client_id: 'xyz' }, /./],
      ['bind', { site_id: f.site1, client_id: 'f'.repeat(32) }, '连接已失效，请重新打开对话'],
      ['bind', { site_id: f.site1 }, /./],
      ['dialogs', { site_id: f.site1, page: 0 }, /./],
      ['dialogs', { site_id: f.site1, limit: 0 }, /./],
      ['dialogs', { site_id: f.site1, limit: 51 }, /./],
      ['dialogs', { site_id: 'x' }, /./],
      ['dialogs', { site_id: 999_999 }, '店铺不存在'],
      ['setRead', { site_id: 999_999 }, '店铺不存在'],
      ['setRead', { site_id: -3 }, /./],
      ['bye', { site_id: f.closedSite }, '店铺不存在'],
      ['bye', { site_id: f.site1, client_id: 'nothex' }, /./],
      ['hasServicers', { site_id: 999_999 }, '店铺不存在'],
      ['hasServicers', {}, /./],
      ['shop', { site_id: 999_999 }, '店铺不存在'],
      ['shop', { site_id: 2_147_483_648 }, /./],
    ];
    for (const [path, body, message] of bad) {
      const res = await t.call(`/servicer/api/chat/${path}`, { token: f.tokenA, ...body });
      expect({ path, body, code: res.code }).toEqual({ path, body, code: -1 });
      expect(res.message).toMatch(message);
    }
  });
});

describe('buyer chat: messages', () => {
  it('stores text, goods, order and image messages with their cards and names', async () => {
    const text = await say(f.tokenA, {
      site_id: f.site1,
      content_type: 0,
      message: `${'药'.repeat(149)}[emjoy_01]`,
    });
    expect(text.code).toBe(0);
    expect(text.data).toMatchObject({
      site_id: f.site1,
      member_id: f.memberA,
      type: 0,
      content_type: 0,
      consumer_say: `${'药'.repeat(149)}[emjoy_01]`,
      servicer_say: '',
      nickname: '张三药房',
      shop_name: '康源医药旗舰店',
      logo: '/upload/shop/ky.png',
      goods: null,
      order: null,
    });
    expect(text.data.create_day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Math.abs(text.data.create_time - Date.now() / 1000)).toBeLessThan(60);

    const goods = await say(f.tokenA, {
      site_id: f.site1,
      content_type: 1,
      goods_id: f.onSale.skuId,
    });
    expect(goods.data).toMatchObject({
      content_type: 1,
      goods_sku_id: f.onSale.skuId,
      goods: {
        goods_id: f.onSale.goodsId,
        sku_id: f.onSale.skuId,
        sku_name: '阿莫西林胶囊 0.25g*24粒/盒',
        price: '12.50',
        spec_name: '0.25g*24粒/盒',
        sku_image: '/upload/goods/amx.jpg',
      },
    });

    const order = await say(f.tokenA, { site_id: f.site1, content_type: 2, order_id: f.orderA });
    expect(order.data).toMatchObject({
      content_type: 2,
      order_id: f.orderA,
      order: {
        order_id: f.orderA,
        order_money: '37.50',
        goods_num: 3,
        order_status_name: '待发货',
      },
    });
    expect(order.data.order!.order_no).toMatch(/^\d+$/);

    const path = await uploadChatImage(t, f.tokenA);
    expect(path).toMatch(/^\/upload\/chat\/\d{6}\/[0-9a-f]{32}\.(jpg|png)$/);
    const image = await say(f.tokenA, { site_id: f.site1, content_type: 3, message: path });
    expect(image.data).toMatchObject({ content_type: 3, consumer_say: path });
  });

  it('refuses an upload without a login and a file that is not an image', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload/chatimg',
      payload: {},
    });
    expect(res.json()).toMatchObject({ code: -10009 });
    const text = await upload(
      t,
      '/api/upload/chatimg',
      { data: Buffer.from('not an image at all'), filename: 'a.png', contentType: 'image/png' },
      { token: f.tokenA },
    );
    expect(text.code).toBe(-1);
    expect(text.message).toMatch(/./);
  });

  it('stores a resent client_msg_id once', async () => {
    const body = {
      site_id: f.site2,
      content_type: 0,
      message: '在吗',
      client_msg_id: 'msg-0001-abcd',
    };
    const first = await say(f.tokenA, body);
    const again = await say(f.tokenA, body);
    expect(again.data.id).toBe(first.data.id);
    const rows = await t.database.db
      .select()
      .from(chatMessage)
      .where(eq(chatMessage.clientMsgId, 'msg-0001-abcd'));
    expect(rows).toHaveLength(1);
    const [conversation] = await t.database.db
      .select()
      .from(chatConversation)
      .where(eq(chatConversation.siteId, f.site2));
    expect(conversation).toMatchObject({ servicerUnread: 1, lastMessageId: first.data.id });
  });

  it('pages the history 4 at a time, newest page first, oldest first within a page', async () => {
    const sent: number[] = [];
    for (let i = 1; i <= 9; i += 1) {
      const res = await say(f.tokenB, { site_id: f.site1, content_type: 0, message: `第${i}条` });
      sent.push(res.data.id);
    }
    const page = async (n: number) =>
      (
        await t.call<ChatDialogs>('/servicer/api/chat/dialogs', {
          token: f.tokenB,
          site_id: f.site1,
          page: n,
          limit: 4,
        })
      ).data;
    const p1 = await page(1);
    expect(p1).toMatchObject({ page_count: 3, count: 9 });
    expect(p1.list.map((m) => m.consumer_say)).toEqual(['第6条', '第7条', '第8条', '第9条']);
    expect((await page(2)).list.map((m) => m.id)).toEqual(sent.slice(1, 5));
    expect((await page(3)).list.map((m) => m.id)).toEqual(sent.slice(0, 1));
    expect((await page(4)).list).toEqual([]);
    const byDefault = await t.call<ChatDialogs>('/servicer/api/chat/dialogs', {
      token: f.tokenB,
      site_id: f.site1,
    });
    expect(byDefault.data.list).toHaveLength(4);
  });

  it("never shows one member's chat to another", async () => {
    const mine = await t.call<ChatDialogs>('/servicer/api/chat/dialogs', {
      token: f.tokenB,
      site_id: f.site1,
      limit: 50,
    });
    expect(mine.data.list.every((m) => m.member_id === f.memberB)).toBe(true);
    expect(mine.data.count).toBe(9);
    const sessions = await t.call<{ list: ChatShopSession[] }>('/servicer/api/chat/sessions', {
      token: f.tokenB,
    });
    expect(sessions.data.list.map((s) => s.site_id)).toEqual([f.site1]);
    expect(sessions.data.list[0]!.last_message!.member_id).toBe(f.memberB);
    const shop2 = await t.call<ChatShopSession>('/servicer/api/chat/shop', {
      token: f.tokenB,
      site_id: f.site2,
    });
    expect(shop2.data).toMatchObject({
      site_id: f.site2,
      shop_name: '仁和大药房',
      unread: 0,
      online: 0,
      servicer_id: 0,
      last_message: null,
    });
    const empty = await t.call<ChatDialogs>('/servicer/api/chat/dialogs', {
      token: f.tokenB,
      site_id: f.site2,
    });
    expect(empty.data).toEqual({ page_count: 0, count: 0, list: [] });
  });

  it("lists the member's sessions newest first with shop, unread and last message", async () => {
    const res = await t.call<{ list: ChatShopSession[] }>('/servicer/api/chat/sessions', {
      token: f.tokenA,
    });
    expect(res.data.list.map((s) => s.site_id)).toEqual([f.site2, f.site1]);
    expect(res.data.list[1]).toMatchObject({
      shop_id: f.site1,
      shop_name: '康源医药旗舰店',
      logo: '/upload/shop/ky.png',
      online: 0,
      unread: 0,
      last_message: { content_type: 3 },
    });
  });
});
