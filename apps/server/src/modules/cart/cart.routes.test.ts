import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cart, goods, goodsCategory, goodsSku, member, shop } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { issueToken, revokeToken } from '../auth/token.service';

describe('cart count route', () => {
  let t: TestApp;
  let buyerToken: string;
  let otherToken: string;
  let buyerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [s] = await db.insert(shop).values({ shopName: '康源自营店' }).returning();
    const [c] = await db
      .insert(goodsCategory)
      .values({ level: 1, categoryName: '西药' })
      .returning();
    const [g] = await db
      .insert(goods)
      .values({
        siteId: s!.siteId,
        goodsName: '阿莫西林胶囊',
        categoryId: c!.categoryId,
        categoryPath: `,${c!.categoryId},`,
        priceFen: 1250,
      })
      .returning();
    const skus = await db
      .insert(goodsSku)
      .values(
        [1, 2, 3].map((i) => ({
          goodsId: g!.goodsId,
          siteId: s!.siteId,
          skuName: `阿莫西林胶囊 规格${i}`,
          priceFen: 1250,
        })),
      )
      .returning();
    const members = await db
      .insert(member)
      .values([
        { username: 'buyer1', passwordHash: 'x', nickname: '买家一', invitationCode: 'INV001' },
        { username: 'buyer2', passwordHash: 'x', nickname: '买家二', invitationCode: 'INV002' },
      ])
      .returning();
    const [buyer, other] = members;
    buyerId = buyer!.memberId;
    await db.insert(cart).values(
      skus.map((sku, i) => ({
        memberId: buyer!.memberId,
        siteId: s!.siteId,
        skuId: sku.skuId,
        num: i + 1,
      })),
    );
    buyerToken = (await issueToken(db, buyer!.memberId)).token;
    otherToken = (await issueToken(db, other!.memberId)).token;
  });
  afterAll(() => t.close());

  it('answers 0 for a visitor', async () => {
    expect(await t.call('/api/cart/count')).toMatchObject({ code: 0, data: 0 });
  });

  it("answers the member's number of cart lines, not the quantity", async () => {
    expect(await t.call('/api/cart/count', { token: buyerToken })).toMatchObject({
      code: 0,
      data: 3,
    });
  });

  it("does not count another member's lines", async () => {
    expect(await t.call('/api/cart/count', { token: otherToken })).toMatchObject({
      code: 0,
      data: 0,
    });
  });

  it('answers 0 for a revoked token instead of failing', async () => {
    const { token } = await issueToken(t.database.db, buyerId);
    await revokeToken(t.database.db, token);
    expect(await t.call('/api/cart/count', { token })).toMatchObject({ code: 0, data: 0 });
  });

  it('refuses a token that is not text', async () => {
    expect((await t.call('/api/cart/count', { token: 123 })).code).toBe(-1);
  });
});
