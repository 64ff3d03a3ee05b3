import type {
  GoodsEditorData,
  GoodsEditorInput,
  GoodsEditorOptions,
} from '@shop/contracts/catalogue';
import { yuanToFen } from '@shop/contracts/money';
import { and, count, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  goodsSku,
  goodsSkuPrice,
  memberLabel,
  memberLevel,
  staffAuditLog,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { editorBody, editorUpload, pdfBytes, pngBytes } from './goods-editor.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

type Saved = { goods_id: number; sku_id: number };

describe('console goods editor (issue 25)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let otherShop: ConsoleSession;
  let platform: ConsoleSession;
  let finance: ConsoleSession;
  let image: string;
  let clinic: number;
  let level: number;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    otherShop = await consoleSession(t, { role: 'operator', siteId: f.sites.other });
    platform = await consoleSession(t, { role: 'admin', siteId: f.sites.own, platform: true });
    finance = await consoleSession(t, { role: 'finance', siteId: f.sites.own });
    const up = await editorUpload(t, operator, '/staff/api/goods/uploadimage', {
      data: await pngBytes(),
      filename: 'a.png',
      contentType: 'image/png',
    });
    image = up.data.path;
    const [label] = await t.database.db.select().from(memberLabel).limit(1);
    const [lv] = await t.database.db.select().from(memberLevel).limit(1);
    clinic = label!.labelId;
    level = lv!.levelId;
  });
  afterAll(() => t.close());

  const body = (overrides: Partial<GoodsEditorInput> = {}) =>
    editorBody({ categoryId: f.categories.penicillin, image }, overrides);
  const add = (session: ConsoleSession, b: object) =>
    consolePost<Saved>(t, session, '/staff/api/goods/add', b);
  const edit = (session: ConsoleSession, b: object) =>
    consolePost<Saved>(t, session, '/staff/api/goods/edit', b);
  const load = (session: ConsoleSession, goodsId: number) =>
    consolePost<GoodsEditorData>(t, session, '/staff/api/goods/editor', { goods_id: goodsId });
  const goodsCount = async () => (await t.database.db.select({ n: count() }).from(goods))[0]!.n;
  const auditOf = (action: string, goodsId: number) =>
    t.database.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, action), eq(staffAuditLog.targetId, String(goodsId))));

  describe('uploads', () => {
    it('stores an image re-encoded in the three sizes the pages use', async () => {
      expect(image).toMatch(/^\/upload\/goods\/\d{6}\/[0-9a-f]{32}\.jpg$/);
      const file = (suffix: string) =>
        path.join(
          t.config.uploadDir,
          image.replace('/upload/', '').replace('.jpg', `${suffix}.jpg`),
        );
      for (const suffix of ['', '_400', '_200'])
        expect((await fs.stat(file(suffix))).size).toBeGreaterThan(0);
    });

    it('refuses a file that is not an image by its content, whatever it claims', async () => {
      const res = await editorUpload(t, operator, '/staff/api/goods/uploadimage', {
        data: Buffer.from('<?php echo 1; ?>'),
        filename: 'x.png',
        contentType: 'image/png',
      });
      expect(res).toMatchObject({ code: -1, message: '只能上传JPG、PNG、GIF或WebP图片' });
    });

    it('keeps a PDF insert and refuses anything else', async () => {
      const ok = await editorUpload(t, operator, '/staff/api/goods/uploadinsert', {
        data: pdfBytes(),
        filename: '说明书.pdf',
        contentType: 'application/pdf',
      });
      expect(ok.data.path).toMatch(/^\/upload\/insert\/\d{6}\/[0-9a-f]{32}\.pdf$/);
      const bad = await editorUpload(t, operator, '/staff/api/goods/uploadinsert', {
        data: await pngBytes(),
        filename: 'fake.pdf',
        contentType: 'application/pdf',
      });
      expect(bad).toMatchObject({ code: -1, message: '说明书只能上传PDF文件' });
    });

    it('refuses a staff member without goods.edit', async () => {
      const res = await editorUpload(t, finance, '/staff/api/goods/uploadimage', {
        data: await pngBytes(),
        filename: 'a.png',
        contentType: 'image/png',
      });
      expect(res.code).toBe(-1);
    });
  });

  it('answers the editor options: a category tree, buyer types, levels and the own shop', async () => {
    const res = await consolePost<GoodsEditorOptions>(
      t,
      operator,
      '/staff/api/goods/editoroptions',
    );
    expect(res.code).toBe(0);
    const western = res.data.categories.find((c) => c.category_id === f.categories.western)!;
    expect(western.children.map((c) => c.category_name)).toEqual(['抗感染药', '感冒用药']);
    expect(western.children[0]!.children[0]).toMatchObject({ category_name: '青霉素类', level: 3 });
    expect(res.data.labels.length).toBeGreaterThan(0);
    expect(res.data.levels.length).toBeGreaterThan(0);
    expect(res.data.shops).toEqual([{ site_id: f.sites.own, shop_name: '康源自营店' }]);
    const all = await consolePost<GoodsEditorOptions>(
      t,
      platform,
      '/staff/api/goods/editoroptions',
    );
    expect(all.data.shops).toHaveLength(2);
  });

  describe('new, edit, copy', () => {
    let saved: Saved;

    it('creates a goods with its SKUs, prices per buyer type and level, tiers, in one save, audited', async () => {
      const b = body();
      b.skus[0]!.label_prices = [{ target_id: clinic, price: '11.50' }];
      b.skus[0]!.level_prices = [{ target_id: level, price: '11.80' }];
      b.goods_content =
        '<p onclick="x()">说明</p><script>alert(1)</script><iframe src="https://evil.example"></iframe>';
      const res = await add(operator, b);
      expect(res.code).toBe(0);
      saved = res.data;
      const [row] = await t.database.db
        .select()
        .from(goods)
        .where(eq(goods.goodsId, saved.goods_id));
      expect(row).toMatchObject({
        siteId: f.sites.own,
        goodsKind: 'rx',
        goodsContent: '<p>说明</p>',
        priceFen: 1250,
        stock: 580,
        pieceQty: 400,
        validityDays: 731,
        categoryPath: `,${f.categories.western},${f.categories.antiInfective},${f.categories.penicillin},`,
        pinyinInitials: expect.stringMatching(/^amxljnbjq/),
      });
      const skus = await t.database.db
        .select()
        .from(goodsSku)
        .where(eq(goodsSku.goodsId, saved.goods_id));
      expect(skus.map((s) => [s.specName, s.priceFen, s.isDefault])).toEqual([
        ['0.25g*24粒', 1250, true],
        ['0.5g*24粒', 2200, false],
      ]);
      expect(skus[0]!.wholesaleTiers).toEqual([
        { num: 10, limit_num: 0, price_fen: 1100 },
        { num: 50, limit_num: 0, price_fen: 1000 },
      ]);
      const grades = await t.database.db
        .select()
        .from(goodsSkuPrice)
        .where(eq(goodsSkuPrice.skuId, saved.sku_id));
      expect(grades.map((g) => [g.kind, g.priceFen]).sort()).toEqual([
        ['label', 1150],
        ['level', 1180],
      ]);
      const [audit] = await auditOf('goods.create', saved.goods_id);
      expect(audit).toMatchObject({ siteId: f.sites.own, staffId: operator.staffId });
      expect(audit!.after).toMatchObject({
        goods_name: '阿莫西林胶囊 编辑器',
        skus: [{ price: '12.50' }, { price: '22.00' }],
      });
    });

    it('loads the goods for editing, cost included (the console only)', async () => {
      const res = await load(operator, saved.goods_id);
      expect(res.data).toMatchObject({
        goods_kind: 'rx',
        validity_months: 24,
        spec_format: [{ name: '规格', values: ['0.25g*24粒', '0.5g*24粒'] }],
        images: [image],
        delivery_types: ['express', 'store'],
      });
      expect(res.data.skus[0]).toMatchObject({
        cost_price: '8.00',
        label_prices: [{ target_id: clinic, price: '11.50' }],
        wholesale_tiers: [
          { num: 10, price: '11.00' },
          { num: 50, price: '10.00' },
        ],
      });
      expect((await load(otherShop, saved.goods_id)).code).toBe(-1);
    });

    it('edits: a SKU changed, one removed, one added, audited with before and after', async () => {
      const loaded = (await load(operator, saved.goods_id)).data;
      const b = body({
        goods_id: saved.goods_id,
        spec_format: [{ name: '规格', values: ['0.25g*24粒', '0.25g*48粒'] }],
        skus: [
          { ...loaded.skus[0]!, price: '13.00', wholesale_tiers: [] },
          { ...body().skus[1]!, spec_values: ['0.25g*48粒'], sku_no: 'AMX-048', price: '24.00' },
        ],
      } as Partial<GoodsEditorInput>);
      const res = await edit(operator, b);
      expect(res.code).toBe(0);
      const skus = await t.database.db
        .select()
        .from(goodsSku)
        .where(eq(goodsSku.goodsId, saved.goods_id));
      expect(skus.map((s) => [s.skuId === saved.sku_id, s.specName, s.priceFen]).sort()).toEqual([
        [false, '0.25g*48粒', 2400],
        [true, '0.25g*24粒', 1300],
      ]);
      const [audit] = await auditOf('goods.update', saved.goods_id);
      expect(audit!.before).toMatchObject({ skus: [{ price: '12.50' }, { price: '22.00' }] });
      expect(audit!.after).toMatchObject({ skus: [{ price: '13.00' }, { price: '24.00' }] });
    });

    it('applies the stock typed since loading to the stock at saving: units sold meanwhile stay sold', async () => {
      const created = (await add(operator, body())).data;
      const loaded = (await load(operator, created.goods_id)).data;
      const first = loaded.skus[0]!;
      const skuStock = async () =>
        (await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, first.sku_id)))[0]!
          .stock;
      // An order takes 3 units while the editor is open.
      await t.database.db
        .update(goodsSku)
        .set({ stock: first.stock - 3 })
        .where(eq(goodsSku.skuId, first.sku_id));
      const save = (sku: object) =>
        edit(operator, {
          ...body({ goods_id: created.goods_id } as Partial<GoodsEditorInput>),
          skus: [{ ...first, ...sku }, ...loaded.skus.slice(1)],
        });
      // The operator adds 5 to what the editor showed: the shop gains 5, the order keeps its 3.
      expect((await save({ loaded_stock: first.stock, stock: first.stock + 5 })).code).toBe(0);
      expect(await skuStock()).toBe(first.stock + 2);
      // An untouched stock field writes nothing over the stock now.
      const now = await skuStock();
      await t.database.db
        .update(goodsSku)
        .set({ stock: now - 1 })
        .where(eq(goodsSku.skuId, first.sku_id));
      expect((await save({ loaded_stock: now, stock: now })).code).toBe(0);
      expect(await skuStock()).toBe(now - 1);
      // A caller that sends no loaded stock sets the stock as sent.
      expect((await save({ stock: 4 })).code).toBe(0);
      expect(await skuStock()).toBe(4);
    });

    it('refuses a price below a SKU’s near-expiry zone price, naming the field (ADR 0029)', async () => {
      const created = (await add(operator, body())).data;
      const loaded = (await load(operator, created.goods_id)).data;
      const first = loaded.skus[0]!;
      await t.database.db
        .update(goodsSku)
        .set({ nearExpiryPriceFen: 1100 })
        .where(eq(goodsSku.skuId, first.sku_id));
      const save = (price: string) =>
        edit(operator, {
          ...body({ goods_id: created.goods_id } as Partial<GoodsEditorInput>),
          skus: [
            {
              ...first,
              price,
              member_price: '',
              label_prices: [],
              level_prices: [],
              wholesale_tiers: [],
            },
            ...loaded.skus.slice(1),
          ],
        });
      const below = await save('10.99');
      expect(below).toMatchObject({ code: -1, data: { field: 'skus.0.price' } });
      expect(below.message).toContain('不能低于近效期专区价 11.00 元');
      const [kept] = await t.database.db
        .select()
        .from(goodsSku)
        .where(eq(goodsSku.skuId, first.sku_id));
      expect(kept!.priceFen).toBe(yuanToFen(first.price));
      expect((await save('11.00')).code).toBe(0);
    });

    it('copies: a new goods from the loaded one, the source named in the audit', async () => {
      const loaded = (await load(operator, saved.goods_id)).data;
      const { goods_id: _id, site_id: _site, ...rest } = loaded;
      const copy = {
        ...rest,
        goods_name: '阿莫西林胶囊 复制',
        skus: loaded.skus.map(({ sku_id: _sku, ...s }) => s),
        copy_of: saved.goods_id,
      };
      const res = await add(operator, copy);
      expect(res.code).toBe(0);
      expect(res.data.goods_id).not.toBe(saved.goods_id);
      const [audit] = await auditOf('goods.create', res.data.goods_id);
      expect(audit!.after).toMatchObject({ copy_of: saved.goods_id });
    });

    it('keeps to the shop: another shop’s goods, SKUs and copies are refused, nothing changes', async () => {
      const theirs = { ...body(), goods_id: f.goodsOf.banlangen };
      expect(await edit(operator, theirs)).toMatchObject({ code: -1, message: '商品不存在' });
      expect((await add(operator, { ...body(), site_id: f.sites.other })).code).toBe(-1);
      expect((await add(operator, { ...body(), copy_of: f.goodsOf.banlangen })).code).toBe(-1);
      const foreignSku = body({ goods_id: saved.goods_id } as Partial<GoodsEditorInput>);
      foreignSku.skus[0]!.sku_id = f.skuOf.banlangen;
      expect(await edit(operator, foreignSku)).toMatchObject({
        code: -1,
        message: expect.stringContaining('不属于该商品'),
      });
      const [row] = await t.database.db
        .select()
        .from(goods)
        .where(eq(goods.goodsId, f.goodsOf.banlangen));
      expect(row!.goodsName).toBe('板蓝根颗粒 10g*20袋');
    });

    it('lets a platform account write for the shop it names, and asks it for one', async () => {
      expect(await add(platform, body())).toMatchObject({
        code: -1,
        message: expect.stringContaining('site_id'),
      });
      const res = await add(platform, { ...body(), site_id: f.sites.other, goods_erp_spid: 'P-1' });
      expect(res.code).toBe(0);
      const [row] = await t.database.db
        .select()
        .from(goods)
        .where(eq(goods.goodsId, res.data.goods_id));
      expect(row!.siteId).toBe(f.sites.other);
    });

    it('refuses an ERP code another goods of the shop holds', async () => {
      expect((await add(operator, { ...body(), goods_erp_spid: 'ERP-77' })).code).toBe(0);
      const again = await add(operator, { ...body(), goods_erp_spid: 'ERP-77' });
      expect(again).toMatchObject({ code: -1, message: expect.stringContaining('ERP-77') });
      // Another shop may use the same code.
      expect(
        (
          await add(otherShop, {
            ...body({ category_id: f.categories.herbal }),
            goods_erp_spid: 'ERP-77',
          })
        ).code,
      ).toBe(0);
    });

    it('refuses a staff member without goods.edit', async () => {
      expect((await add(finance, body())).code).toBe(-1);
    });
  });

  describe('bad input: refused naming the field, nothing written', () => {
    const sku = (over: object) => {
      const b = body();
      Object.assign(b.skus[0]!, over);
      return b;
    };
    it.each([
      ['a category with children', () => body({ category_id: f.categories.western }), '最末一级'],
      ['an unknown category', () => body({ category_id: 999_999 }), 'category_id'],
      ['an unknown brand', () => body({ brand_id: 999_999 }), 'brand_id'],
      [
        'a prescription drug without 批准文号',
        () => body({ approval_number: '' }),
        '处方药须填写批准文号',
      ],
      [
        'a drug number of the wrong format',
        () => body({ approval_number: '国药准字X1234' }),
        '国药准字',
      ],
      [
        'a device without a 械 number',
        () => body({ goods_kind: 'device', approval_number: '国药准字H13023964' }),
        '械注准',
      ],
      [
        'tiers not rising in quantity',
        () =>
          sku({
            wholesale_tiers: [
              { num: 50, price: '11.00' },
              { num: 10, price: '10.00' },
            ],
          }),
        'wholesale_tiers.1',
      ],
      [
        'tier prices not falling',
        () =>
          sku({
            wholesale_tiers: [
              { num: 10, price: '10.00' },
              { num: 50, price: '11.00' },
            ],
          }),
        '随数量增加而降低',
      ],
      [
        'a tier at the price',
        () => sku({ wholesale_tiers: [{ num: 10, price: '12.50' }] }),
        '低于售价',
      ],
      [
        'a member price above the price',
        () => sku({ member_price: '13.00' }),
        'skus.0.member_price',
      ],
      [
        'a buyer-type price above the price',
        () => sku({ label_prices: [{ target_id: clinic, price: '13.00' }] }),
        'skus.0.label_prices',
      ],
      [
        'an unknown buyer type',
        () => sku({ label_prices: [{ target_id: 999_999, price: '10.00' }] }),
        '客户类型不存在',
      ],
      [
        'an unknown level',
        () => sku({ level_prices: [{ target_id: 999_999, price: '10.00' }] }),
        '会员等级不存在',
      ],
      ['a value not on the axis', () => sku({ spec_values: ['1g'] }), 'skus.0.spec_values'],
      ['the same combination twice', () => sku({ spec_values: ['0.5g*24粒'] }), '重复'],
      [
        'an image not uploaded here',
        () => body({ images: ['/upload/goods/202601/' + 'a'.repeat(32) + '.jpg'] }),
        'images',
      ],
      ['a foreign image address', () => body({ images: ['https://evil.example/a.jpg'] }), 'images'],
      [
        'a PDF not uploaded here',
        () => body({ instructions_pdf: '/upload/insert/../../etc/passwd' }),
        'instructions_pdf',
      ],
      ['an unknown goods service', () => body({ service_ids: [999_999] }), 'service_ids'],
      [
        'an unknown barred region',
        () =>
          body({
            sale_control: {
              rule_name: '控销',
              allowed_label_ids: [],
              barred_area_ids: [999_999_999],
              required_scopes: [],
              view_price: true,
              not_buy_msg: '',
            },
          }),
        'barred_area_ids',
      ],
      ['an unknown business scope', () => body({ business_scope: 'nope' }), 'business_scope'],
      ['no SKU', () => body({ skus: [] }), 'skus'],
      ['a negative stock', () => sku({ stock: -1 }), 'skus.0.stock'],
      ['a price with 3 decimals', () => sku({ price: '1.234' }), 'skus.0.price'],
      ['a lone surrogate in the name', () => body({ goods_name: 'a\ud800' }), ''],
    ])('%s', async (_case, make, words) => {
      const before = await goodsCount();
      const res = await add(operator, make());
      expect(res.code).toBe(-1);
      expect(res.message).toContain(words);
      expect(await goodsCount()).toBe(before);
    });
  });
});
