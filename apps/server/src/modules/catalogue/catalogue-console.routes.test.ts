import type { ConsoleBrand, ConsoleCategory, ConsoleService } from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsCategory, shop, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CSRF_HEADER } from '../auth';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

/** Categories, brands, goods services and their images in the console (issue 25). */
describe('console categories, brands and services (issue 25)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let otherShop: ConsoleSession;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    await t.database.db.update(shop).set({ isOwn: true }).where(eq(shop.siteId, f.sites.own));
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    otherShop = await consoleSession(t, { role: 'admin', siteId: f.sites.other });
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: object = {}, session = operator) =>
    consolePost<T>(t, session, `/staff/api/${path}`, body);
  const tree = async () => (await call<ConsoleCategory[]>('category/lists')).data;
  const pathOf = async (goodsId: number) =>
    (
      await t.database.db
        .select({ path: goods.categoryPath })
        .from(goods)
        .where(eq(goods.goodsId, goodsId))
    )[0]!.path;
  const lastAudit = async (action: string) =>
    (
      await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, action))
        .orderBy(desc(staffAuditLog.id))
        .limit(1)
    )[0];
  const storefrontTree = async () =>
    (
      await t.call<{ category_id: number; category_name: string }[]>('/api/goodscategory/tree', {
        level: 3,
      })
    ).data;

  describe('categories', () => {
    it('lists every category with goods counts that include the children', async () => {
      const all = await tree();
      const western = all.find((c) => c.category_id === f.categories.western)!;
      const penicillin = all.find((c) => c.category_id === f.categories.penicillin)!;
      expect(western.goods_count).toBeGreaterThanOrEqual(penicillin.goods_count);
      expect(penicillin.goods_count).toBeGreaterThan(0);
    });

    it('adds, renames and hides a category; the storefront menu follows at once', async () => {
      const add = await call<number>('category/add', { pid: 0, category_name: '医疗器械' });
      expect(add.code).toBe(0);
      expect((await storefrontTree()).map((c) => c.category_name)).toContain('医疗器械');
      const edit = await call('category/edit', {
        category_id: add.data,
        category_name: '器械',
        is_show: false,
      });
      expect(edit.code).toBe(0);
      expect((await storefrontTree()).map((c) => c.category_name)).not.toContain('器械');
      expect(await lastAudit('category.edit')).toMatchObject({
        before: { category_name: '医疗器械', is_show: true },
        after: { category_name: '器械', is_show: false },
      });
      expect(
        await call('category/add', { pid: f.categories.penicillin, category_name: '四级' }),
      ).toMatchObject({
        code: -1,
        message: '分类最多三级，不能再往下添加或移动',
      });
      expect(await call('category/add', { pid: 0, category_name: '' })).toMatchObject({ code: -1 });
      expect(
        await call('category/edit', {
          category_id: add.data,
          category_name: 'x',
          image: '/etc/passwd',
        }),
      ).toMatchObject({ code: -1, message: '请先上传图片，再保存' });
    });

    it('moves a second-level category under another root: goods paths follow, depth kept', async () => {
      const res = await call('category/move', {
        category_id: f.categories.antiInfective,
        pid: f.categories.chinese,
        position: 0,
      });
      expect(res.code).toBe(0);
      expect(await pathOf(f.goodsOf.amoxClav)).toBe(
        `,${f.categories.chinese},${f.categories.antiInfective},${f.categories.penicillin},`,
      );
      const moved = (await tree()).find((c) => c.category_id === f.categories.antiInfective)!;
      expect(moved).toMatchObject({ pid: f.categories.chinese, level: 2, sort: 0 });
      const penicillin = (await tree()).find((c) => c.category_id === f.categories.penicillin)!;
      expect(penicillin.level).toBe(3);
      // Under a third-level category its child would sit at level 4.
      expect(
        await call('category/move', {
          category_id: f.categories.antiInfective,
          pid: f.categories.herbal,
          position: 0,
        }),
      ).toMatchObject({ code: -1 });
      expect(
        await call('category/move', {
          category_id: f.categories.chinese,
          pid: f.categories.antiInfective,
          position: 0,
        }),
      ).toMatchObject({ code: -1, message: '不能把分类移动到它自己或它的下级分类下' });
      expect(await lastAudit('category.move')).toMatchObject({
        after: { pid: f.categories.chinese, level: 2 },
      });
    });

    it('refuses to delete a category with goods or children, then deletes an empty one', async () => {
      expect(await call('category/delete', { category_id: f.categories.penicillin })).toMatchObject(
        {
          code: -1,
          message: expect.stringContaining('个商品（含回收站），请先把商品移到其他分类'),
        },
      );
      expect(await call('category/delete', { category_id: f.categories.western })).toMatchObject({
        code: -1,
        message: expect.stringContaining('个下级分类'),
      });
      const add = await call<number>('category/add', {
        pid: f.categories.cold,
        category_name: '空',
      });
      expect((await call('category/delete', { category_id: add.data })).code).toBe(0);
      const rows = await t.database.db
        .select()
        .from(goodsCategory)
        .where(eq(goodsCategory.categoryId, add.data));
      expect(rows).toEqual([]);
    });

    it("refuses another (non-own) shop's staff: the tree is the whole mall's", async () => {
      expect(await call('category/add', { pid: 0, category_name: 'x' }, otherShop)).toMatchObject({
        code: -1,
        message: '分类、品牌和商品服务为全平台共用，只有平台账号或自营店铺的员工可以修改',
      });
    });
  });

  describe('brands and services', () => {
    it('derives the initial from pinyin, refuses a duplicate name, deletes only unused', async () => {
      const add = await call<number>('brand/add', { brand_name: '仁和' });
      expect(add.code).toBe(0);
      const page = await call<Page<ConsoleBrand>>('brand/lists', { keyword: '仁和' });
      expect(page.data.list[0]).toMatchObject({
        brand_name: '仁和',
        brand_initial: 'R',
        goods_count: 0,
      });
      expect(await call('brand/add', { brand_name: '仁和' })).toMatchObject({
        code: -1,
        message: '已有同名品牌',
      });
      expect(await call('brand/delete', { brand_id: f.brands.sy })).toMatchObject({
        code: -1,
        message: expect.stringContaining('使用该品牌'),
      });
      expect((await call('brand/delete', { brand_id: add.data })).code).toBe(0);
      expect(await lastAudit('brand.delete')).toMatchObject({ before: { brand_name: '仁和' } });
      expect(await call('brand/edit', { brand_id: 999999, brand_name: 'x' })).toMatchObject({
        code: -1,
        message: '品牌不存在',
      });
    });

    it('adds a service in two languages; the storefront lists it in each', async () => {
      const add = await call<number>('service/add', {
        service_name: '正品保障',
        service_name_en: 'Genuine goods',
        description: '100% 正品',
      });
      expect(add.code).toBe(0);
      const list = await call<ConsoleService[]>('service/lists');
      expect(list.data.map((s) => s.service_name)).toContain('正品保障');
      const en = await t.call<{ service_name: string }[]>('/api/goods/service', { lang: 'en-us' });
      expect(en.data.map((s) => s.service_name)).toContain('Genuine goods');
      expect(await call('service/add', { service_name: '' })).toMatchObject({ code: -1 });
    });
  });

  describe('image upload', () => {
    const upload = async (session: ConsoleSession, data: Buffer) => {
      const boundary = '----catalogue';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="../../x.php"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/staff/api/catalogue/image',
        payload,
        headers: {
          cookie: session.cookie,
          [CSRF_HEADER]: session.csrf,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
      });
      return res.json<{ code: number; message: string; data: { path: string } }>();
    };

    it('stores a re-encoded image under a random name, refuses a script and other shops', async () => {
      const png = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: '#33aa55' },
      })
        .png()
        .toBuffer();
      const ok = await upload(operator, png);
      expect(ok.code).toBe(0);
      expect(ok.data.path).toMatch(/^\/upload\/catalogue\/\d{6}\/[0-9a-f]{32}\.jpg$/);
      const brand = await call<number>('brand/add', {
        brand_name: 'Logo牌',
        image_url: ok.data.path,
      });
      expect(brand.code).toBe(0);
      expect((await upload(operator, Buffer.from('<?php system($_GET[1]); ?>'))).code).toBe(-1);
      expect((await upload(otherShop, png)).code).toBe(-1);
    });
  });
});
