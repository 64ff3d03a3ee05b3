import type { ConsoleGoodsRow } from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSku, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

type Card = { sku_id: number; price?: string; member_price?: string; stock: number };

describe('console quick goods editing (issue 15)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let otherShop: ConsoleSession;
  let finance: ConsoleSession;
  let platform: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    otherShop = await consoleSession(t, { role: 'admin', siteId: f.sites.other });
    finance = await consoleSession(t, { role: 'finance', siteId: f.sites.own });
    platform = await consoleSession(t, { role: 'admin', siteId: f.sites.own, platform: true });
  });
  afterAll(() => t.close());

  const list = (session: ConsoleSession, body: object = {}) =>
    consolePost<Page<ConsoleGoodsRow>>(t, session, '/staff/api/goods/lists', body);
  const detail = (skuId: number) =>
    t.call<{ goods_sku_detail: Card & { goods_state?: number } }>('/api/goodssku/detail', {
      sku_id: skuId,
      token: f.memberToken,
    });
  const storefrontCard = async (keyword: string, skuId: number) => {
    const res = await t.call<{ list: Card[] }>('/api/goodssku/page', {
      keyword,
      token: f.memberToken,
    });
    return res.data.list.find((c) => c.sku_id === skuId);
  };

  describe('lists', () => {
    it('lists the shop’s goods with every SKU’s price, member price and stock', async () => {
      const res = await list(operator, { search: '阿莫西林胶囊 0.25g' });
      expect(res.code).toBe(0);
      expect(res.data.count).toBe(1);
      const row = res.data.list[0]!;
      expect(row).toMatchObject({
        goods_id: f.goodsOf.amoxCapsule,
        goods_state: 1,
        site_id: f.sites.own,
      });
      expect(row.skus[0]).toMatchObject({
        sku_id: f.skuOf.amoxCapsule,
        price: '12.50',
        member_price: '11.00',
        stock: 100,
        is_default: true,
      });
      expect(row.skus).toHaveLength(2);
    });

    it('searches the manufacturer, filters by category and shelf, and keeps to the shop', async () => {
      const maker = await list(operator, { search: '华北制药' });
      expect(maker.data.list.map((g) => g.goods_id).sort()).toEqual(
        [f.goodsOf.amoxExact, f.goodsOf.amoxCompound].sort(),
      );
      const herbal = await list(operator, { category_id: f.categories.chinese });
      expect(herbal.data.count).toBe(0);
      const theirs = await list(otherShop, { category_id: f.categories.chinese });
      expect(theirs.data.list.map((g) => g.goods_id)).toEqual([f.goodsOf.banlangen]);
      const all = await list(platform, { page_size: 100 });
      const mine = await list(operator, { page_size: 100 });
      expect(all.data.count).toBe(mine.data.count + theirs.data.count);
      const off = await list(operator, { goods_state: 0 });
      expect(off.data.list.every((g) => g.goods_state === 0)).toBe(true);
    });

    it('refuses bad input and roles without goods.edit', async () => {
      expect((await list(operator, { sort: 'cost' })).code).toBe(-1);
      expect((await list(operator, { goods_state: 2 })).code).toBe(-1);
      expect((await list(finance)).message).toMatch(/无权/);
    });
  });

  describe('editsku', () => {
    it('changes price, member price and stock; the storefront detail and list show it at once', async () => {
      const skuId = f.skuOf.amoxCapsule;
      expect((await detail(skuId)).data.goods_sku_detail.price).toBe('12.50');
      expect((await storefrontCard('阿莫西林胶囊', skuId))?.price).toBe('12.50');
      const res = await consolePost<ConsoleGoodsRow>(t, operator, '/staff/api/goods/editsku', {
        sku_id: skuId,
        price: '13.8',
        member_price: '12.05',
        stock: 42,
      });
      expect(res.code).toBe(0);
      expect(res.data.skus[0]).toMatchObject({ price: '13.80', member_price: '12.05', stock: 42 });
      const seen = (await detail(skuId)).data.goods_sku_detail;
      expect([seen.price, seen.member_price, seen.stock]).toEqual(['13.80', '12.05', 42]);
      const card = await storefrontCard('阿莫西林胶囊', skuId);
      expect([card?.price, card?.member_price, card?.stock]).toEqual(['13.80', '12.05', 42]);
      const [g] = await t.database.db
        .select()
        .from(goods)
        .where(eq(goods.goodsId, f.goodsOf.amoxCapsule));
      expect([g!.priceFen, g!.stock]).toEqual([1_380, 42 + 999]);
      const [log] = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(
          and(
            eq(staffAuditLog.action, 'goods.edit_sku'),
            eq(staffAuditLog.targetId, String(skuId)),
          ),
        );
      expect([log!.before, log!.after]).toEqual([
        { price: '12.50', member_price: '11.00', stock: 100 },
        { price: '13.80', member_price: '12.05', stock: 42 },
      ]);
    });

    it('removes a member price with "" and changes only the fields given', async () => {
      const skuId = f.skuOf.amoxCapsule;
      const res = await consolePost<ConsoleGoodsRow>(t, operator, '/staff/api/goods/editsku', {
        sku_id: skuId,
        member_price: '',
      });
      expect(res.data.skus[0]).toMatchObject({ price: '13.80', member_price: null, stock: 42 });
      expect((await detail(skuId)).data.goods_sku_detail.member_price).toBeUndefined();
    });

    it('refuses bad money, negative or fractional stock, a member price above the price, nothing to change', async () => {
      const skuId = f.skuOf.ibuprofen;
      for (const bad of [
        { price: '-1' },
        { price: '1.234' },
        { price: 'abc' },
        { stock: -1 },
        { stock: 1.5 },
        { member_price: '1.2.3' },
      ])
        expect(
          (await consolePost(t, operator, '/staff/api/goods/editsku', { sku_id: skuId, ...bad }))
            .code,
          JSON.stringify(bad),
        ).toBe(-1);
      const above = await consolePost(t, operator, '/staff/api/goods/editsku', {
        sku_id: skuId,
        member_price: '9999',
      });
      expect(above.message).toBe('会员价不能高于销售价');
      const nothing = await consolePost(t, operator, '/staff/api/goods/editsku', { sku_id: skuId });
      expect(nothing.message).toBe('请填写要修改的价格、会员价或库存');
      const [sku] = await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId));
      expect(sku!.memberPriceFen).not.toBe(999_900);
    });

    it('refuses a price below the near-expiry zone price, which would leave the zone above it (ADR 0029)', async () => {
      const skuId = f.skuOf.ibuprofen;
      const sku = () =>
        t.database.db
          .select()
          .from(goodsSku)
          .where(eq(goodsSku.skuId, skuId))
          .then((rows) => rows[0]!);
      const { priceFen } = await sku();
      const zoneFen = priceFen - 100;
      await t.database.db
        .update(goodsSku)
        .set({ nearExpiryPriceFen: zoneFen })
        .where(eq(goodsSku.skuId, skuId));
      const below = await consolePost(t, operator, '/staff/api/goods/editsku', {
        sku_id: skuId,
        price: ((zoneFen - 1) / 100).toFixed(2),
      });
      expect(below.code).toBe(-1);
      expect(below.message).toBe(
        `售价不能低于近效期专区价 ${(zoneFen / 100).toFixed(2)} 元，请先在近效期专区修改专区价`,
      );
      expect((await sku()).priceFen).toBe(priceFen);
      const atZone = await consolePost(t, operator, '/staff/api/goods/editsku', {
        sku_id: skuId,
        price: (zoneFen / 100).toFixed(2),
      });
      expect(atZone.code).toBe(0);
      expect((await sku()).priceFen).toBe(zoneFen);
      await t.database.db
        .update(goodsSku)
        .set({ priceFen, nearExpiryPriceFen: null })
        .where(eq(goodsSku.skuId, skuId));
    });

    it('answers another shop’s SKU as not found and changes nothing', async () => {
      const skuId = f.skuOf.banlangen;
      const res = await consolePost(t, operator, '/staff/api/goods/editsku', {
        sku_id: skuId,
        stock: 1,
      });
      const missing = await consolePost(t, operator, '/staff/api/goods/editsku', {
        sku_id: 99_999_999,
        stock: 1,
      });
      expect(res.message).toBe('商品规格不存在');
      expect(missing.message).toBe(res.message);
      const [sku] = await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId));
      expect(sku!.stock).not.toBe(1);
    });
  });

  describe('setshelf', () => {
    it('takes goods off the shelf: it leaves search and its detail; back on, it returns', async () => {
      const skuId = f.skuOf.amoxCompound;
      expect(await storefrontCard('复方阿莫西林', skuId)).toBeDefined();
      const off = await consolePost<ConsoleGoodsRow>(t, operator, '/staff/api/goods/setshelf', {
        goods_id: f.goodsOf.amoxCompound,
        goods_state: 0,
      });
      expect(off.data.goods_state).toBe(0);
      expect(await storefrontCard('复方阿莫西林', skuId)).toBeUndefined();
      expect((await detail(skuId)).code).toBe(-1);
      const again = await consolePost<ConsoleGoodsRow>(t, operator, '/staff/api/goods/setshelf', {
        goods_id: f.goodsOf.amoxCompound,
        goods_state: 0,
      });
      expect(again.code).toBe(0);
      const logs = await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'goods.shelf_off'));
      expect(logs).toHaveLength(1);
      await consolePost(t, operator, '/staff/api/goods/setshelf', {
        goods_id: f.goodsOf.amoxCompound,
        goods_state: 1,
      });
      expect(await storefrontCard('复方阿莫西林', skuId)).toBeDefined();
    });

    it('answers another shop’s goods as not found; refuses a bad state', async () => {
      const res = await consolePost(t, operator, '/staff/api/goods/setshelf', {
        goods_id: f.goodsOf.banlangen,
        goods_state: 0,
      });
      expect(res.message).toBe('商品不存在');
      expect(await storefrontCard('板蓝根', f.skuOf.banlangen)).toBeDefined();
      expect(
        (
          await consolePost(t, operator, '/staff/api/goods/setshelf', {
            goods_id: f.goodsOf.amoxExact,
            goods_state: 3,
          })
        ).code,
      ).toBe(-1);
    });
  });
});
