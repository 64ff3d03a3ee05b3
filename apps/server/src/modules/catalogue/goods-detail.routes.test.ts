import { fenToYuan } from '@shop/contracts/money';
import { and, asc, desc, eq, inArray, notInArray } from 'drizzle-orm';
import QRCode from 'qrcode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  goodsCategory,
  goodsSku,
  promotion,
  promotionBundling,
  promotionBundlingGoods,
  saleControl,
} from '../../db/schema';
import { PRICE_KEYS, priceKeysIn } from '../../test/json-keys';
import { goodsInRunningPromotion, goodsUnderRule } from '../../test/demo-goods';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';

type Detail = Record<string, unknown> & {
  sku_id: number;
  goods_id: number;
  sku_image: string;
  sku_images: string[];
  category_id: number;
  category_path: { category_id: number; category_name: string; level: number }[];
  sku_list: (Record<string, unknown> & { sku_id: number })[];
  attr: Record<string, string>;
};
type Card = Record<string, unknown> & { goods_id: number; sku_id: number; sale_num: number };
type CardPage = { page_count: number; count: number; list: Card[] };

const NOT_FOUND = '商品不存在或已下架';

/** Default SKUs of demo goods: under each sale-control rule, in a running seckill, and free. */
async function demoSkus(t: TestApp) {
  const db = t.database.db;
  const defaultSkuOf = async (goodsIds: number[]) =>
    (
      await db
        .select({ skuId: goodsSku.skuId })
        .from(goodsSku)
        .where(and(inArray(goodsSku.goodsId, goodsIds), eq(goodsSku.isDefault, true)))
        .orderBy(asc(goodsSku.goodsId))
    ).map((r) => r.skuId);
  const ruled = (ruleName: string) => goodsUnderRule(db, ruleName, 1);
  const [seckill] = await goodsInRunningPromotion(db, 'seckill', 1);
  const [wholesale] = await goodsInRunningPromotion(db, 'wholesale', 1);
  const controlled = (await db.select({ id: saleControl.goodsId }).from(saleControl)).map(
    (r) => r.id,
  );
  // A best seller with several SKUs and no sale control.
  const [multi] = await db
    .select({ goodsId: goods.goodsId })
    .from(goods)
    .where(and(eq(goods.goodsState, 1), notInArray(goods.goodsId, controlled)))
    .orderBy(desc(goods.saleNum))
    .limit(1);
  return {
    medical: (await defaultSkuOf(await ruled('医疗机构专供')))[0]!,
    chain: (await defaultSkuOf(await ruled('连锁药店专供')))[0]!,
    seckill: seckill!.skuId!,
    wholesale: wholesale!.skuId!,
    best: (await defaultSkuOf([multi!.goodsId]))[0]!,
  };
}

describe('goods detail calls', () => {
  let t: TestApp;
  let sku: Awaited<ReturnType<typeof demoSkus>>;
  let demo: string;
  let demo3: string;
  const detail = (sku_id: unknown, token?: string) =>
    t.call<{ goods_sku_detail: Detail }>('/api/goodssku/detail', { sku_id, token });
  const skuRow = async (skuId: number) =>
    (await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!;

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    sku = await demoSkus(t);
    demo = await loginToken(t, 'demo', 'demo123456');
    demo3 = await loginToken(t, 'demo3', 'demo123456');
  }, 120_000);
  afterAll(() => t.close());

  it('shows a visitor the public goods facts and no price, tag, promotion or sale control', async () => {
    const res = await detail(sku.seckill);
    expect(res.code).toBe(0);
    const d = res.data.goods_sku_detail;
    const row = await skuRow(sku.seckill);
    expect(d.sku_id).toBe(sku.seckill);
    expect(d.sku_name).toBe(row.skuName);
    expect(d.sku_images[0]).toBe(d.sku_image);
    expect(d.sku_image).toMatch(/^\/demo\/goods\/.+\.svg$/);
    expect(d.category_path.map((c) => c.level)).toEqual([1, 2, 3]);
    expect(d.category_path[2]!.category_id).toBe(d.category_id);
    const [leaf] = await t.database.db
      .select({ name: goodsCategory.categoryName })
      .from(goodsCategory)
      .where(eq(goodsCategory.categoryId, d.category_id));
    expect(d.category_path[2]!.category_name).toBe(leaf!.name);
    expect(d.goods_content).toContain('<p><strong>【');
    expect(Object.keys(d.attr).sort()).toEqual([
      'attr_factory',
      'attr_goods_attr',
      'attr_place',
      'attr_production_date',
      'attr_specs',
      'attr_validity',
    ]);
    expect(d.sku_list.map((s) => s.sku_id)).toContain(sku.seckill);
    expect(priceKeysIn(res.data)).toEqual([]);
    expect(d).not.toHaveProperty('sale_control');
    expect(d).not.toHaveProperty('promotion_color');
  });

  it('shows a member prices, tags, tag colours and the running seckill terms', async () => {
    const res = await detail(sku.seckill, demo);
    const d = res.data.goods_sku_detail;
    const row = await skuRow(sku.seckill);
    expect(d.price).toBe(fenToYuan(row.priceFen));
    expect(d.market_price).toBe(fenToYuan(row.marketPriceFen));
    expect(d.sale_control).toEqual({ is_member_by: true, view_price: true, not_buy_msg: '' });
    expect(d.promotion_color).toEqual({
      country_code: { bg_color: '#6DD4C4', font_color: '#FFFFFF' },
      jc: { bg_color: '#FFAA00', font_color: '#FFFFFF' },
      trace_code: { bg_color: '#F55E82', font_color: '#FFFFFF' },
    });
    expect(typeof d.is_jc).toBe('number');
    expect(typeof d.attr_country_code).toBe('string');
    expect(d.promotion_labels).toContain('seckill');
    expect(d.promotion_info).toMatchObject({
      kind: 'seckill',
      name: '限时秒杀',
      goods_limit: 5,
      goods_min: 1,
      num_multiple: 1,
      price_json: [],
      is_ladder: 0,
    });
    const info = d.promotion_info as { promotion_price: string; end_time: number };
    expect(Number(info.promotion_price)).toBeLessThan(Number(d.price));
    expect(info.end_time).toBeGreaterThan(Date.now());
    const own = d.sku_list.find((s) => s.sku_id === sku.seckill)!;
    expect(own.price).toBe(d.price);
  });

  it('gives wholesale tiers in yuan, ascending', async () => {
    const d = (await detail(sku.wholesale, demo)).data.goods_sku_detail;
    const info = d.promotion_info as { kind: string; price_json: { num: number; price: string }[] };
    expect(info.kind).toBe('wholesale');
    expect(info.price_json.map((p) => p.num)).toEqual([10, 50, 100]);
    expect(info.price_json.every((p) => /^\d+\.\d{2}$/.test(p.price))).toBe(true);
  });

  it('hides medical-only goods prices from a chain pharmacy and shows them to a clinic', async () => {
    const chain = (await detail(sku.medical, demo)).data.goods_sku_detail;
    expect(chain.sale_control).toEqual({
      is_member_by: false,
      view_price: false,
      not_buy_msg: '仅限医疗机构采购',
    });
    expect(priceKeysIn(chain)).toEqual([]);
    const info = await t.call('/api/goodssku/info', { sku_id: sku.medical, token: demo });
    expect(priceKeysIn(info.data)).toEqual([]);
    expect(info.data).toMatchObject({ sale_control: { is_member_by: false } });

    const clinic = (await detail(sku.medical, demo3)).data.goods_sku_detail;
    expect(clinic.sale_control).toEqual({ is_member_by: true, view_price: true, not_buy_msg: '' });
    expect(clinic.price).toBe(fenToYuan((await skuRow(sku.medical)).priceFen));
    expect(clinic.sku_list.every((s) => typeof s.price === 'string')).toBe(true);
  });

  it('lets a clinic see but not buy chain-only goods', async () => {
    const d = (await detail(sku.chain, demo3)).data.goods_sku_detail;
    expect(d.sale_control).toEqual({
      is_member_by: false,
      view_price: true,
      not_buy_msg: '连锁药店专供',
    });
    expect(d.price).toBe(fenToYuan((await skuRow(sku.chain)).priceFen));
  });

  it('answers -1 with a clear message for bad, unknown and off-shelf SKUs', async () => {
    for (const bad of [0, -1, 'abc', 10 ** 12, 1.5, null])
      expect((await detail(bad)).code, String(bad)).toBe(-1);
    const unknown = await detail(99_999_999);
    expect(unknown).toMatchObject({ code: -1, message: NOT_FOUND, data: null });
    const en = await t.call('/api/goodssku/detail', { sku_id: 99_999_999, lang: 'en-us' });
    expect(en.message).toBe('This goods does not exist or is no longer on sale');

    const row = await skuRow(sku.chain);
    await t.database.db.update(goods).set({ goodsState: 0 }).where(eq(goods.goodsId, row.goodsId));
    try {
      for (const url of [
        '/api/goodssku/detail',
        '/api/goodssku/info',
        '/api/goodssku/goodsqrcode',
        '/api/goods/modifyclicks',
      ])
        expect(await t.call(url, { sku_id: sku.chain }), url).toMatchObject({
          code: -1,
          message: NOT_FOUND,
        });
    } finally {
      await t.database.db
        .update(goods)
        .set({ goodsState: 1 })
        .where(eq(goods.goodsId, row.goodsId));
    }
  });

  it('gives the short SKU info with prices for members only', async () => {
    const other = (await detail(sku.best)).data.goods_sku_detail.sku_list;
    expect(other.length).toBeGreaterThan(1);
    const second = other[1]!.sku_id;
    const visitor = await t.call<Record<string, unknown>>('/api/goodssku/info', { sku_id: second });
    expect(visitor.code).toBe(0);
    expect(visitor.data).toMatchObject({ sku_id: second, goods_id: expect.any(Number) });
    expect(priceKeysIn(visitor.data)).toEqual([]);
    const member = await t.call<Record<string, unknown>>('/api/goodssku/info', {
      sku_id: second,
      token: demo,
    });
    expect(member.data.price).toBe(fenToYuan((await skuRow(second)).priceFen));
  });

  it('recommends best sellers of the same category, leaf first, without the goods itself', async () => {
    const d = (await detail(sku.best)).data.goods_sku_detail;
    const res = await t.call<CardPage>('/api/goodssku/recommend', {
      sku_id: sku.best,
      page: 1,
      page_size: 20,
    });
    expect(res.code).toBe(0);
    expect(res.data.list.length).toBeGreaterThan(0);
    expect(res.data.list.map((c) => c.goods_id)).not.toContain(d.goods_id);
    expect(priceKeysIn(res.data)).toEqual([]);
    const rows = await t.database.db
      .select({ goodsId: goods.goodsId, categoryId: goods.categoryId, path: goods.categoryPath })
      .from(goods)
      .where(
        inArray(
          goods.goodsId,
          res.data.list.map((c) => c.goods_id),
        ),
      );
    const leafOf = new Map(rows.map((r) => [r.goodsId, r.categoryId] as const));
    const inLeaf = res.data.list.map((c) => leafOf.get(c.goods_id) === d.category_id);
    // Same leaf first, then the rest of the second-level category.
    expect(
      inLeaf.indexOf(false) === -1 || !inLeaf.slice(inLeaf.indexOf(false)).includes(true),
    ).toBe(true);
    const second = d.category_path[1]!.category_id;
    expect(rows.every((r) => r.path.includes(`,${second},`))).toBe(true);
    const leafSales = res.data.list.filter((_, i) => inLeaf[i]).map((c) => c.sale_num);
    expect(leafSales).toEqual([...leafSales].sort((a, b) => b - a));

    const member = await t.call<CardPage>('/api/goodssku/recommend', {
      sku_id: sku.best,
      token: demo,
    });
    expect(member.data.list[0]).toHaveProperty('price');
  });

  it('recommends the mall best sellers without a SKU, and limits the page size to 20', async () => {
    const res = await t.call<CardPage>('/api/goodssku/recommend', { page_size: 5 });
    expect(res.data.list).toHaveLength(5);
    const sales = res.data.list.map((c) => c.sale_num);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    expect(res.data.count).toBeGreaterThan(2000);
    expect(res.data.page_count).toBe(Math.ceil(res.data.count / 5));
    const page2 = await t.call<CardPage>('/api/goodssku/recommend', { page: 2, page_size: 5 });
    expect(page2.data.list[0]!.goods_id).not.toBe(res.data.list[0]!.goods_id);
    expect((await t.call('/api/goodssku/recommend', { page_size: 21 })).code).toBe(-1);
    expect((await t.call('/api/goodssku/recommend', { sku_id: 99_999_999 })).code).toBe(-1);
  });

  it('counts clicks of visitors and members', async () => {
    const row = await skuRow(sku.best);
    const before = (
      await t.database.db
        .select({ n: goods.clickNum })
        .from(goods)
        .where(eq(goods.goodsId, row.goodsId))
    )[0]!.n;
    const first = await t.call<{ click_num: number }>('/api/goods/modifyclicks', {
      sku_id: sku.best,
    });
    expect(first).toMatchObject({ code: 0, data: { click_num: before + 1 } });
    const second = await t.call<{ click_num: number }>('/api/goods/modifyclicks', {
      sku_id: sku.best,
      token: demo,
    });
    expect(second.data.click_num).toBe(before + 2);
    expect((await detail(sku.best)).data.goods_sku_detail.click_num).toBe(before + 2);
    expect((await t.call('/api/goods/modifyclicks', { sku_id: 99_999_999 })).code).toBe(-1);
    expect((await t.call('/api/goods/modifyclicks', { sku_id: 'x' })).code).toBe(-1);
  });

  it('draws the goods QR code as a PNG data URL', async () => {
    const res = await t.call<{ path: string }>(
      '/api/goodssku/goodsqrcode',
      { sku_id: sku.best },
      { host: 'shop.example.com' },
    );
    expect(res.code).toBe(0);
    expect(res.data.path).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.data.path.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
    // The code encodes the page address on the request's host.
    const expected = await QRCode.toDataURL(`http://shop.example.com/sku-${sku.best}`, {
      type: 'image/png',
      width: 160,
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    expect(res.data.path).toBe(expected);
    const again = await t.call<{ path: string }>(
      '/api/goodssku/goodsqrcode',
      { sku_id: sku.best },
      { host: 'shop.example.com' },
    );
    expect(again.data.path).toBe(res.data.path);
    const other = await t.call<{ path: string }>('/api/goodssku/goodsqrcode', {
      sku_id: sku.seckill,
    });
    expect(other.data.path).not.toBe(res.data.path);
  });

  it('gives the after-sale policy text', async () => {
    const res = await t.call<{ content: string }>('/api/goods/aftersale', {});
    expect(res.code).toBe(0);
    expect(res.data.content).toContain('药品质量问题：收货后7天内可申请退换货');
    expect(res.data.content).toContain('非质量问题');
  });

  it('has demo evaluations on best sellers, counted in evaluate_num and masked', async () => {
    const d = (await detail(sku.best)).data.goods_sku_detail;
    const res = await t.call<{
      count: number;
      list: { member_name: string; content: string; scores: number }[];
      counts: { total: number };
    }>('/api/goodsevaluate/page', { goods_id: d.goods_id, page_size: 50 });
    expect(d.evaluate_num).toBeGreaterThan(0);
    expect(res.data.count).toBe(d.evaluate_num);
    expect(res.data.counts.total).toBe(d.evaluate_num);
    for (const item of res.data.list) {
      expect(item.member_name).toMatch(/^(.\*\*\*.|匿名用户)$/u);
      expect(item.content).toMatch(/。$/);
    }
  });

  it('lists the running bundles holding the SKU to a member, with their goods and prices', async () => {
    const db = t.database.db;
    const [bundle] = await db
      .select({
        blId: promotionBundling.blId,
        blName: promotionBundling.blName,
        blPriceFen: promotionBundling.blPriceFen,
        promotionId: promotionBundling.promotionId,
      })
      .from(promotionBundling)
      .innerJoin(promotion, eq(promotion.promotionId, promotionBundling.promotionId))
      .where(and(eq(promotion.kind, 'bundling'), eq(promotion.status, 1)))
      .orderBy(asc(promotionBundling.blId))
      .limit(1);
    expect(bundle).toBeDefined();
    const members = await db
      .select({ skuId: promotionBundlingGoods.skuId, num: promotionBundlingGoods.num })
      .from(promotionBundlingGoods)
      .where(eq(promotionBundlingGoods.blId, bundle!.blId))
      .orderBy(asc(promotionBundlingGoods.id));
    expect(members.length).toBeGreaterThan(1);
    const skuId = members[0]!.skuId;

    type Bundle = {
      bl_id: number;
      bl_name: string;
      bl_price: string;
      goods_money: string;
      stock: number;
      goods: { sku_id: number; sku_name: string; sku_image: string; price: string; num: number }[];
    };
    const d = (await detail(skuId, demo)).data.goods_sku_detail;
    const list = d.bundling_list as Bundle[];
    const mine = list.find((b) => b.bl_id === bundle!.blId)!;
    expect(mine).toBeDefined();
    expect(mine.bl_name).toBe(bundle!.blName);
    expect(mine.bl_price).toBe(fenToYuan(bundle!.blPriceFen));
    expect(mine.goods.map((g) => [g.sku_id, g.num])).toEqual(members.map((m) => [m.skuId, m.num]));
    let goodsMoneyFen = 0;
    for (const g of mine.goods) {
      const row = await skuRow(g.sku_id);
      const base =
        row.memberPriceFen !== null && row.memberPriceFen < row.priceFen
          ? row.memberPriceFen
          : row.priceFen;
      expect(g.price).toBe(fenToYuan(base));
      expect(g.sku_name).toBe(row.skuName);
      expect(g.sku_image).not.toBe('');
      goodsMoneyFen += base * g.num;
    }
    expect(mine.goods_money).toBe(fenToYuan(goodsMoneyFen));
    expect(Number(mine.bl_price)).toBeLessThan(Number(mine.goods_money));
    expect(mine.stock).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(5);

    // The cart accepts the bundle the page lists.
    const added = await t.call('/api/cart/add', { bl_id: mine.bl_id, num: 1, token: demo });
    expect(added.code).toBe(0);

    // A visitor gets no bundles at all, not even an empty list.
    const visitor = await detail(skuId);
    expect(visitor.data.goods_sku_detail).not.toHaveProperty('bundling_list');
    expect(priceKeysIn(visitor.data)).toEqual([]);

    // Goods without a bundle: an empty list for the member.
    expect((await detail(sku.seckill, demo)).data.goods_sku_detail.bundling_list).toEqual([]);

    // Once the bundling promotion ended, the bundle is no longer listed.
    const [before] = await db
      .select({ endAt: promotion.endAt })
      .from(promotion)
      .where(eq(promotion.promotionId, bundle!.promotionId));
    await db
      .update(promotion)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(eq(promotion.promotionId, bundle!.promotionId));
    try {
      const ended = (await detail(skuId, demo)).data.goods_sku_detail.bundling_list as Bundle[];
      expect(ended.map((b) => b.bl_id)).not.toContain(bundle!.blId);
    } finally {
      await db
        .update(promotion)
        .set({ endAt: before!.endAt })
        .where(eq(promotion.promotionId, bundle!.promotionId));
    }
  });

  it('never sends a price key to a visitor on any goods detail call', async () => {
    for (const s of [sku.medical, sku.chain, sku.seckill, sku.wholesale, sku.best]) {
      const d = await detail(s);
      const i = await t.call('/api/goodssku/info', { sku_id: s });
      const r = await t.call('/api/goodssku/recommend', { sku_id: s, page_size: 20 });
      expect(priceKeysIn([d.data, i.data, r.data])).toEqual([]);
    }
    expect(PRICE_KEYS).toContain('promotion_info');
  });
});
