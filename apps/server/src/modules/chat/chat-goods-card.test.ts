import type { GoodsSkuDetail } from '@shop/contracts/catalogue';
import type { ChatDialogs, ChatMessage } from '@shop/contracts/chat';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsSku, member, memberLabel, saleControl } from '../../db/schema';
import { invalidateReads } from '../../lib/read-cache';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SALE_CONTROL_CACHE_KEY } from '../pricing';
import { addStaff, staffCookie, wb } from '../staff/staff.testing';
import { chatFixture } from './chat.testing';

type Fixture = Awaited<ReturnType<typeof chatFixture>>;

/** Issue #13: a goods card in chat carries the price its buyer sees on the goods page. */
describe('chat goods card price', () => {
  let t: TestApp;
  const say = (token: string, body: object) =>
    t.call<ChatMessage>('/servicer/api/chat/say', { token, ...body });
  /** The goods page as `token`'s member sees it. */
  const detail = async (token: string, skuId: number) =>
    (
      await t.call<{ goods_sku_detail: GoodsSkuDetail }>('/api/goodssku/detail', {
        token,
        sku_id: skuId,
      })
    ).data.goods_sku_detail;
  const setMemberPrice = (skuId: number, memberPriceFen: number) =>
    t.database.db.update(goodsSku).set({ memberPriceFen }).where(eq(goodsSku.skuId, skuId));
  const sendGoods = (f: Fixture, token: string) =>
    say(token, { site_id: f.site1, content_type: 1, goods_id: f.onSale.skuId });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores the member price the goods page shows, as it was when sent', async () => {
    const f = await chatFixture(t);
    await setMemberPrice(f.onSale.skuId, 1090);
    const page = await detail(f.tokenA, f.onSale.skuId);
    expect(page).toMatchObject({ price: '12.50', member_price: '10.90' });

    const sent = await sendGoods(f, f.tokenA);
    expect(sent.code).toBe(0);
    expect(sent.data.goods).toEqual({
      goods_id: f.onSale.goodsId,
      sku_id: f.onSale.skuId,
      sku_name: '阿莫西林胶囊 0.25g*24粒/盒',
      sku_image: '/upload/goods/amx.jpg',
      price: '10.90',
      spec_name: '0.25g*24粒/盒',
    });

    // A later price change does not rewrite what the buyer sent.
    await setMemberPrice(f.onSale.skuId, 990);
    const mine = await t.call<ChatDialogs>('/servicer/api/chat/dialogs', {
      token: f.tokenA,
      site_id: f.site1,
    });
    expect(mine.data.list.find((m) => m.id === sent.data.id)?.goods?.price).toBe('10.90');

    // The servicer reads the same price on the workbench ...
    await addStaff(t, { siteId: f.site1, username: 'cardsvc' });
    const cookie = await staffCookie(t, 'cardsvc', '10.78.0.1');
    const theirs = await wb<ChatDialogs>(t, cookie, 'dialogs', { member_id: f.memberA });
    expect(theirs.data.list.find((m) => m.id === sent.data.id)?.goods?.price).toBe('10.90');
    // ... and a card the servicer sends this buyer carries the buyer's price of now.
    const reply = await wb<ChatMessage>(t, cookie, 'say', {
      member_id: f.memberA,
      content_type: 1,
      goods_id: f.onSale.skuId,
    });
    expect(reply.code).toBe(0);
    expect(reply.data.goods).toMatchObject({ sku_id: f.onSale.skuId, price: '9.90' });
    expect((await detail(f.tokenA, f.onSale.skuId)).member_price).toBe('9.90');
  });

  it('keeps a member price that is not lower out: the card shows the price', async () => {
    const f = await chatFixture(t);
    await setMemberPrice(f.onSale.skuId, 1300);
    expect((await sendGoods(f, f.tokenA)).data.goods).toMatchObject({ price: '12.50' });
  });

  it('sends no price to a buyer whose sale control hides it, and the price to one it allows', async () => {
    const f = await chatFixture(t);
    const db = t.database.db;
    const [clinic] = await db.insert(memberLabel).values({ labelName: '诊所' }).returning();
    await db.update(member).set({ labelId: clinic!.labelId }).where(eq(member.memberId, f.memberB));
    await db.insert(saleControl).values({
      goodsId: f.onSale.goodsId,
      ruleName: '诊所专供',
      allowedLabelIds: [clinic!.labelId],
      viewPrice: false,
      notBuyMsg: '仅限诊所采购',
    });
    invalidateReads(db, SALE_CONTROL_CACHE_KEY);

    const refused = await detail(f.tokenA, f.onSale.skuId);
    expect(refused.sale_control).toMatchObject({ is_member_by: false, view_price: false });
    expect(priceKeysIn(refused)).toEqual([]);
    const hidden = await sendGoods(f, f.tokenA);
    expect(hidden.code).toBe(0);
    expect(hidden.data.goods).toMatchObject({ sku_id: f.onSale.skuId });
    expect(priceKeysIn(hidden.data)).toEqual([]);

    const allowed = await sendGoods(f, f.tokenB);
    expect(allowed.data.goods).toMatchObject({ sku_id: f.onSale.skuId, price: '12.50' });
  });
});
