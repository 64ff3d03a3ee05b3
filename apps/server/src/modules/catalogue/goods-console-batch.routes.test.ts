import type { ConsoleGoodsRow, GoodsBatchResult } from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import ExcelJS from 'exceljs';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  goodsSku,
  goodsSkuPrice,
  memberLabel,
  saleControl,
  staffAuditLog,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

/** The console list's filters and batch actions (issue 25), on the crafted goods fixture. */
describe('console goods batch actions and filters (issue 25)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let otherShop: ConsoleSession;
  let platform: ConsoleSession;
  let clinic: number;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    otherShop = await consoleSession(t, { role: 'admin', siteId: f.sites.other });
    platform = await consoleSession(t, { role: 'admin', siteId: f.sites.own, platform: true });
    const [label] = await t.database.db
      .insert(memberLabel)
      .values({ labelName: '诊所' })
      .returning({ id: memberLabel.labelId });
    clinic = label!.id;
  });
  afterAll(() => t.close());

  const list = (session: ConsoleSession, body: object = {}) =>
    consolePost<Page<ConsoleGoodsRow>>(t, session, '/staff/api/goods/lists', {
      page_size: 100,
      ...body,
    });
  const ids = async (session: ConsoleSession, body: object) =>
    (await list(session, body)).data.list.map((g) => g.goods_id).sort((a, b) => a - b);
  const batch = (session: ConsoleSession, action: string, body: object) =>
    consolePost<GoodsBatchResult>(t, session, `/staff/api/goods/${action}`, body);
  const lastAudit = async (action: string) =>
    (
      await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, action))
        .orderBy(desc(staffAuditLog.id))
        .limit(1)
    )[0];
  const skuPrices = async (goodsId: number) =>
    t.database.db
      .select({ price: goodsSku.priceFen, member: goodsSku.memberPriceFen })
      .from(goodsSku)
      .where(eq(goodsSku.goodsId, goodsId))
      .orderBy(goodsSku.skuId);

  describe('filters and search', () => {
    it('searches pinyin initials from the start below 3 characters, anywhere from 3', async () => {
      expect(await ids(operator, { search: 'am' })).toContain(f.goodsOf.amoxCapsule);
      // "xl" is inside "amxl…" but not at a start: a 2-letter keyword matches from the start only.
      expect(await ids(operator, { search: 'xl' })).not.toContain(f.goodsOf.amoxCapsule);
      expect(await ids(operator, { search: 'xljn' })).toContain(f.goodsOf.amoxCapsule);
      expect(await ids(otherShop, { search: '6901234567890' })).toEqual([f.goodsOf.banlangen]);
      expect(await ids(otherShop, { search: 'sp100_1' })).toEqual([f.goodsOf.banlangen]);
      expect(await ids(otherShop, { search: 'z44021940' })).toEqual([f.goodsOf.banlangen]);
      expect(await ids(operator, { search: '石药集团' })).toContain(f.goodsOf.amoxCapsule);
    });

    it('filters by brand, shop (platform only), stock and warning stock', async () => {
      const brand = await list(operator, { brand_id: f.brands.sy });
      expect(
        brand.data.list.every((g) => g.brand_id === f.brands.sy && g.brand_name === '石药'),
      ).toBe(true);
      expect(await ids(platform, { site_id: f.sites.other })).toEqual([f.goodsOf.banlangen]);
      // A shop's account stays in its shop whatever site_id it sends.
      expect(await ids(operator, { site_id: f.sites.other })).not.toContain(f.goodsOf.banlangen);
      const none = await list(operator, { stock: 'none' });
      expect(none.data.list.length).toBeGreaterThan(0);
      expect(none.data.list.map((g) => g.goods_id)).not.toContain(f.goodsOf.amoxCapsule);
      await t.database.db
        .update(goodsSku)
        .set({ stockAlarm: 100 })
        .where(eq(goodsSku.skuId, f.skuOf.amoxCapsule));
      expect(await ids(operator, { stock: 'alarm' })).toEqual([f.goodsOf.amoxCapsule]);
    });

    it('finds goods expiring within N months from production date plus shelf life', async () => {
      const day = (offset: number) =>
        new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
      await t.database.db
        .update(goods)
        .set({ attr: { attr_production_date: day(-700) }, validityDays: 730 })
        .where(eq(goods.goodsId, f.goodsOf.ibuprofen));
      await t.database.db
        .update(goods)
        .set({ attr: { attr_production_date: 'not a date' }, validityDays: 730 })
        .where(eq(goods.goodsId, f.goodsOf.vitaminC));
      const soon = await list(operator, { expiry_months: 1 });
      expect(soon.data.list.map((g) => g.goods_id)).toEqual([f.goodsOf.ibuprofen]);
      expect(soon.data.list[0]!.expiry_date).toBe(day(30));
      expect(await list(operator, { expiry_months: 99 })).toMatchObject({ code: -1 });
    });
  });

  describe('batch actions', () => {
    it('moves goods to a leaf category, keeping category_path, audited', async () => {
      const goodsIds = [f.goodsOf.amoxCapsule, f.goodsOf.ibuprofen];
      const res = await batch(operator, 'batchcategory', {
        goods_ids: goodsIds,
        category_id: f.categories.fever,
      });
      expect(res).toMatchObject({ code: 0, data: { changed: 1 } }); // ibuprofen already was there
      const [row] = await t.database.db
        .select({ path: goods.categoryPath })
        .from(goods)
        .where(eq(goods.goodsId, f.goodsOf.amoxCapsule));
      expect(row!.path).toBe(
        `,${f.categories.western},${f.categories.cold},${f.categories.fever},`,
      );
      expect(await lastAudit('goods.batch_category')).toMatchObject({
        siteId: f.sites.own,
        after: { category_id: f.categories.fever, goods_ids: [f.goodsOf.amoxCapsule] },
      });
      expect(
        await batch(operator, 'batchcategory', {
          goods_ids: goodsIds,
          category_id: f.categories.cold,
        }),
      ).toMatchObject({ code: -1, message: '请选择没有下级分类的末级分类' });
    });

    it('puts goods off and on the shelf at once; a repeat changes nothing', async () => {
      const goodsIds = [f.goodsOf.amoxCapsule, f.goodsOf.amoxClav];
      const shelf = async () =>
        (
          await t.database.db
            .select({ id: goods.goodsId, state: goods.goodsState })
            .from(goods)
            .where(inArray(goods.goodsId, goodsIds))
            .orderBy(goods.goodsId)
        ).map((row) => row.state);
      expect(
        await batch(operator, 'batchshelf', { goods_ids: goodsIds, goods_state: 0 }),
      ).toMatchObject({
        code: 0,
        data: { changed: 2 },
      });
      expect(await shelf()).toEqual([0, 0]);
      expect(await lastAudit('goods.batch_shelf_off')).toMatchObject({
        siteId: f.sites.own,
        after: { goods_state: 0 },
      });
      const repeat = await batch(operator, 'batchshelf', { goods_ids: goodsIds, goods_state: 0 });
      expect(repeat.data.changed).toBe(0);
      expect(
        await batch(operator, 'batchshelf', { goods_ids: goodsIds, goods_state: 2 }),
      ).toMatchObject({
        code: -1,
      });
      expect(
        await batch(otherShop, 'batchshelf', { goods_ids: goodsIds, goods_state: 1 }),
      ).toMatchObject({ code: -1 });
      expect(await shelf()).toEqual([0, 0]);
      await batch(operator, 'batchshelf', { goods_ids: goodsIds, goods_state: 1 });
      expect(await shelf()).toEqual([1, 1]);
    });

    it("refuses another shop's goods and changes nothing", async () => {
      const before = await skuPrices(f.goodsOf.amoxClav);
      const res = await batch(operator, 'batchprice', {
        goods_ids: [f.goodsOf.amoxClav, f.goodsOf.banlangen],
        mode: 'percent',
        value: '10',
      });
      expect(res).toMatchObject({
        code: -1,
        message: '所选商品中有 1 个不存在或不属于本店，未做任何修改',
      });
      expect(await skuPrices(f.goodsOf.amoxClav)).toEqual(before);
      expect(await batch(operator, 'batchdelete', { goods_ids: [] })).toMatchObject({ code: -1 });
      const tooMany = Array.from({ length: 1001 }, (_, i) => i + 1);
      expect(await batch(operator, 'batchdelete', { goods_ids: tooMany })).toMatchObject({
        code: -1,
      });
    });

    it('changes prices by percent (a half fen up) and amount, member prices alike', async () => {
      await t.database.db
        .update(goodsSku)
        .set({
          priceFen: 1235,
          memberPriceFen: 1100,
          nearExpiryPriceFen: 990,
          wholesaleTiers: [{ num: 10, limit_num: 0, price_fen: 1200 }],
        })
        .where(eq(goodsSku.skuId, f.skuOf.amoxClav));
      await t.database.db
        .insert(goodsSkuPrice)
        .values({ skuId: f.skuOf.amoxClav, kind: 'label', targetId: clinic, priceFen: 1150 });
      const res = await batch(operator, 'batchprice', {
        goods_ids: [f.goodsOf.amoxClav],
        mode: 'percent',
        value: '10',
      });
      expect(res).toMatchObject({ code: 0, data: { changed: 1 } });
      const prices = await skuPrices(f.goodsOf.amoxClav);
      expect(prices).toContainEqual({ price: 1359, member: 1210 });
      // The buyer-type price, the standing tiers and the near-expiry zone price move with it (ADR
      // 0021's ladder keeps its shape; a zone price left behind could end above the price).
      const [sku] = await t.database.db
        .select({ tiers: goodsSku.wholesaleTiers, zone: goodsSku.nearExpiryPriceFen })
        .from(goodsSku)
        .where(eq(goodsSku.skuId, f.skuOf.amoxClav));
      expect(sku!.tiers).toEqual([{ num: 10, limit_num: 0, price_fen: 1320 }]);
      expect(sku!.zone).toBe(1089);
      const [grade] = await t.database.db
        .select({ price: goodsSkuPrice.priceFen })
        .from(goodsSkuPrice)
        .where(eq(goodsSkuPrice.skuId, f.skuOf.amoxClav));
      expect(grade!.price).toBe(1265);
      const [summary] = await t.database.db
        .select({ price: goods.priceFen })
        .from(goods)
        .where(eq(goods.goodsId, f.goodsOf.amoxClav));
      expect(summary!.price).toBe(1359);
      expect(await lastAudit('goods.batch_price')).toMatchObject({
        after: { mode: 'percent', value: '10', goods_ids: [f.goodsOf.amoxClav] },
      });
      const low = await batch(operator, 'batchprice', {
        goods_ids: [f.goodsOf.amoxClav],
        mode: 'amount',
        value: '-13.59',
      });
      expect(low.code).toBe(-1);
      expect(low.message).toContain('低于 0.01 元');
      expect(await skuPrices(f.goodsOf.amoxClav)).toEqual(prices);
      const bad = await batch(operator, 'batchprice', {
        goods_ids: [f.goodsOf.amoxClav],
        mode: 'percent',
        value: '-100',
      });
      expect(bad).toMatchObject({ code: -1 });
    });

    it('sets and removes buyer-type sale control; the list filters by it', async () => {
      const goodsIds = [f.goodsOf.amoxClav, f.goodsOf.vitaminC];
      const set = await batch(operator, 'batchsalecontrol', {
        goods_ids: goodsIds,
        allowed_label_ids: [clinic],
        view_price: true,
        not_buy_msg: '仅限诊所',
      });
      expect(set).toMatchObject({ code: 0, data: { changed: 2 } });
      expect(await ids(operator, { control_label_id: clinic })).toEqual(
        [...goodsIds].sort((a, b) => a - b),
      );
      const again = await batch(operator, 'batchsalecontrol', {
        goods_ids: goodsIds,
        allowed_label_ids: [clinic],
        view_price: true,
        not_buy_msg: '仅限诊所',
      });
      expect(again.data.changed).toBe(0);
      expect(
        await batch(operator, 'batchsalecontrol', {
          goods_ids: goodsIds,
          allowed_label_ids: [999999],
        }),
      ).toMatchObject({ code: -1, message: '所选买家类型不存在' });
      const off = await batch(operator, 'batchsalecontrol', {
        goods_ids: [f.goodsOf.vitaminC],
        allowed_label_ids: [],
      });
      expect(off.data.changed).toBe(1);
      const rules = await t.database.db
        .select({ goodsId: saleControl.goodsId })
        .from(saleControl)
        .where(inArray(saleControl.goodsId, goodsIds));
      expect(rules).toEqual([{ goodsId: f.goodsOf.amoxClav }]);
      expect(await ids(operator, { controlled: 0 })).toContain(f.goodsOf.vitaminC);
    });

    it('deletes to the recycle bin and restores; buyers lose and regain it', async () => {
      const storefront = async () =>
        (
          await t.call<{ list: { goods_id: number }[] }>('/api/goodssku/page', {
            keyword: '布洛芬',
            token: f.memberToken,
          })
        ).data.list.map((c) => c.goods_id);
      expect(await storefront()).toContain(f.goodsOf.ibuprofen);
      const del = await batch(operator, 'batchdelete', { goods_ids: [f.goodsOf.ibuprofen] });
      expect(del).toMatchObject({ code: 0, data: { changed: 1 } });
      expect(await storefront()).not.toContain(f.goodsOf.ibuprofen);
      expect(await ids(operator, {})).not.toContain(f.goodsOf.ibuprofen);
      const bin = await list(operator, { recycled: 1 });
      const binned = bin.data.list.find((g) => g.goods_id === f.goodsOf.ibuprofen);
      expect(binned?.deleted_at).toEqual(expect.any(Number));
      // Restoring needs goods in the bin: a goods on the list is refused.
      expect(
        await batch(operator, 'batchrestore', { goods_ids: [f.goodsOf.vitaminC] }),
      ).toMatchObject({ code: -1 });
      const back = await batch(operator, 'batchrestore', { goods_ids: [f.goodsOf.ibuprofen] });
      expect(back).toMatchObject({ code: 0, data: { changed: 1 } });
      expect(await storefront()).toContain(f.goodsOf.ibuprofen);
      expect(await lastAudit('goods.batch_restore')).toMatchObject({
        targetId: String(f.goodsOf.ibuprofen),
        siteId: f.sites.own,
      });
    });
  });

  describe('export', () => {
    it('streams an XLSX of the filtered list to the same staff session, once', async () => {
      const prepared = await consolePost<{ url: string }>(t, operator, '/staff/api/goods/export', {
        search: '阿莫西林',
      });
      expect(prepared.code).toBe(0);
      const get = (cookie: string) =>
        t.app.inject({ method: 'GET', url: prepared.data.url, headers: { cookie } });
      expect((await get(otherShop.cookie)).statusCode).toBe(404);
      const file = await get(operator.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toContain('spreadsheetml');
      expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect((await get(operator.cookie)).statusCode).toBe(404);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
      const sheet = book.worksheets[0]!;
      const names = sheet.getColumn(2).values.slice(2);
      expect(sheet.getRow(1).getCell(2).value).toBe('商品名称');
      expect(names).toContain('阿莫西林胶囊 0.25g*24粒');
      expect(names).not.toContain('板蓝根颗粒 10g*20袋');
    });
  });
});
