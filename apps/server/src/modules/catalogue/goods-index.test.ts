import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, goodsSku } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { catalogueChanged } from './catalogue-changed';
import {
  configureGoodsIndex,
  followChangeEvents,
  GOODS_INDEX_DEFAULTS,
  goodsIndexOf,
  invalidateGoodsIndex,
} from './goods-index.store';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

type Page = { count: number; list: { sku_id: number }[] };

describe('goods index freshness', () => {
  let t: TestApp;
  let f: GoodsFixture;
  const search = async (body: object) => {
    const res = await t.call<Page>('/api/goodssku/page', body);
    expect(res.code).toBe(0);
    return res.data.list.map((c) => f.nameOf(c.sku_id));
  };
  const setState = (goodsState: number) =>
    t.database.db.update(goods).set({ goodsState }).where(eq(goods.goodsId, f.goodsOf.banlangen));

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
  });
  afterAll(() => t.close());

  it('answers from the index until the check time passes, then from the database', async () => {
    configureGoodsIndex(t.database.db, GOODS_INDEX_DEFAULTS);
    expect(await search({ keyword: 'blg' })).toEqual(['banlangen']);
    await setState(0);
    // Within the check time the index (and its remembered answers) is used as is.
    expect(await search({ keyword: 'blg' })).toEqual(['banlangen']);
    // An index older than the longest staleness allowed is checked before answering.
    configureGoodsIndex(t.database.db, { checkMs: 0, maxStaleMs: 0 });
    expect(await search({ keyword: 'blg' })).toEqual([]);
    expect(await search({ keyword: '板蓝根' })).toEqual([]);
    await setState(1);
    expect(await search({ keyword: 'blg' })).toEqual(['banlangen']);
  });

  it('converges in the background without making a request wait', async () => {
    configureGoodsIndex(t.database.db, { checkMs: 0, maxStaleMs: 60_000 });
    await goodsIndexOf(t.database.db);
    await t.database.db
      .update(goodsSku)
      .set({ stock: 0 })
      .where(eq(goodsSku.skuId, f.skuOf.banlangen));
    // The first request after the change may still see the old stock; later ones do not.
    let inStock: string[] = await search({ in_stock: 1 });
    for (let i = 0; i < 50 && inStock.includes('banlangen'); i++) {
      await new Promise((r) => setTimeout(r, 20));
      inStock = await search({ in_stock: 1 });
    }
    expect(inStock).not.toContain('banlangen');
    expect(inStock).toHaveLength(6);
  });

  it('rebuilds at once in this process after an invalidation', async () => {
    configureGoodsIndex(t.database.db, GOODS_INDEX_DEFAULTS);
    expect(await search({ keyword: 'blg' })).toEqual(['banlangen']);
    await setState(0);
    invalidateGoodsIndex(t.database.db);
    expect(await search({ keyword: 'blg' })).toEqual([]);
    await setState(1);
    invalidateGoodsIndex(t.database.db);
    const res = await t.call<{ sku_id: number }[]>('/api/goodssku/searchGoodsByKeyWord', {
      keyword: '板蓝根',
    });
    expect(res.data.map((s) => s.sku_id)).toEqual([f.skuOf.banlangen]);
  });

  it('patches the changed goods at a change event, without a rebuild (ADR 0022)', async () => {
    const db = t.database.db;
    // No version check during the test: only the event can bring the change.
    configureGoodsIndex(db, { checkMs: 600_000, maxStaleMs: 600_000, maxAgeMs: 600_000 });
    expect(await search({ keyword: 'blg' })).toEqual(['banlangen']);
    const built = await goodsIndexOf(db);
    await db
      .update(goods)
      .set({ goodsName: '大青叶颗粒' })
      .where(eq(goods.goodsId, f.goodsOf.banlangen));
    expect(await search({ keyword: '大青叶' })).toEqual([]);
    await catalogueChanged(db, { goodsIds: [f.goodsOf.banlangen] });
    expect(await search({ keyword: '大青叶' })).toEqual(['banlangen']);
    const card = await t.call<{ list: { goods_name: string }[] }>('/api/goodssku/page', {
      keyword: '大青叶',
    });
    expect(card.data.list[0]?.goods_name).toBe('大青叶颗粒');
    await setState(0);
    await catalogueChanged(db, { goodsIds: [f.goodsOf.banlangen] });
    expect(await search({ keyword: '大青叶' })).toEqual([]);
    const patched = await goodsIndexOf(db);
    expect(patched).not.toBe(built);
    expect(patched.patchedCount).toBe(1);
    expect(patched.size).toBe(built.size - 1);
    await db
      .update(goods)
      .set({ goodsName: '板蓝根颗粒' })
      .where(eq(goods.goodsId, f.goodsOf.banlangen));
    await setState(1);
    await catalogueChanged(db, { goodsIds: [f.goodsOf.banlangen] });
    expect(await search({ keyword: '板蓝根' })).toEqual(['banlangen']);
  });

  it('takes writes beside patched events as explained while events arrive, and rebuilds without', async () => {
    const db = t.database.db;
    const idle = { checkMs: 600_000, maxStaleMs: 600_000, maxAgeMs: 600_000 };
    const checkNow = async () => {
      configureGoodsIndex(db, { checkMs: 0, maxStaleMs: 0 });
      const index = await goodsIndexOf(db);
      configureGoodsIndex(db, idle);
      return index;
    };
    const setStock = (stock: number) =>
      db.update(goodsSku).set({ stock }).where(eq(goodsSku.skuId, f.skuOf.banlangen));
    configureGoodsIndex(db, idle);
    invalidateGoodsIndex(db);
    await goodsIndexOf(db);
    followChangeEvents(db, true);
    try {
      // An ERP sync: its writes go on while their events are patched in.
      await catalogueChanged(db, { goodsIds: [f.goodsOf.banlangen] });
      const patched = await goodsIndexOf(db);
      await setStock(7);
      expect(await checkNow()).toBe(patched);
      // A write with no event in a window without events is found by the check: a rebuild.
      await setStock(8);
      const rebuilt = await checkNow();
      expect(rebuilt).not.toBe(patched);
      expect(await search({ keyword: '板蓝根', in_stock: 1 })).toEqual(['banlangen']);
    } finally {
      followChangeEvents(db, false);
      configureGoodsIndex(db, GOODS_INDEX_DEFAULTS);
    }
  });
});
