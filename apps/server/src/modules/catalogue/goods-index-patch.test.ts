import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/catalogue';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listPromotionWindows } from '../pricing';
import { countFacets } from './goods-facets';
import {
  GoodsIndex,
  type GoodsIndexSource,
  type GoodsListFilter,
  type GoodsListSort,
} from './goods-index';
import { findCategoryNames, findIndexRows, type IndexRow } from './goods-list.repository';

const SORTS: GoodsListSort[] = [
  { order: 'default', direction: 'desc' },
  { order: 'sale_num', direction: 'asc' },
  { order: 'price', direction: 'asc' },
  { order: 'price', direction: 'desc' },
  { order: 'create_time', direction: 'desc' },
];

/** Keywords drawn from some goods: name pieces, pinyin prefixes, initials, makers. */
function keywordsOf(rows: IndexRow[]): string[] {
  const out = new Set<string>(['片', '胶囊', 'a', 'zz不存在']);
  rows.forEach((r, i) => {
    if (i % 23 !== 0) return;
    out.add(r.goodsName).add(r.goodsName.slice(0, 2)).add(r.goodsName.slice(1, 3));
    out.add(r.pinyin.slice(0, 4)).add(r.pinyinInitials).add(r.manufacturer.slice(0, 3));
  });
  out.delete('');
  return [...out];
}

describe('the goods index patched for changed goods (ADR 0022)', () => {
  let t: TestApp;
  let source: GoodsIndexSource;
  let base: GoodsIndex;
  /** Goods of the demo catalogue the test changes, by sales rank: top, middle, end. */
  let renamed: IndexRow;
  let shelvedOff: IndexRow;
  let repriced: IndexRow;
  let bestSeller: IndexRow;
  let added: IndexRow;
  let changed: IndexRow[];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.transaction((tx) => seedDemoCatalogue(tx));
    source = {
      rows: await findIndexRows(db),
      categories: await findCategoryNames(db),
      promotions: await listPromotionWindows(db, new Date()),
    };
    base = GoodsIndex.build(source);
    const rows = source.rows;
    const maxId = Math.max(...rows.map((r) => r.goodsId));
    renamed = {
      ...rows[3]!,
      goodsName: '晶蓝测试改名片',
      pinyin: 'jinglanceshigaimingpian',
      pinyinInitials: 'jlcsgmp',
    };
    shelvedOff = rows[10]!;
    repriced = { ...rows[20]!, priceFen: 987_654, memberPriceFen: null };
    bestSeller = { ...rows[rows.length - 1]!, saleNum: 10_000_000 };
    added = {
      ...rows[5]!,
      goodsId: maxId + 1,
      skuId: Math.max(...rows.map((r) => r.skuId)) + 1,
      goodsName: '晶蓝全新测试胶囊',
      pinyin: 'jinglanquanxinceshijiaonang',
      pinyinInitials: 'jlqxcsjn',
      createdAt: new Date(),
    };
    changed = [renamed, repriced, bestSeller, added];
  }, 180_000);
  afterAll(() => t.close());

  /** The patched index and a fresh build of the same goods. */
  function bothWays(patches: { goodsIds: number[]; rows: IndexRow[] }[]) {
    let patched = base;
    let rows = source.rows;
    for (const patch of patches) {
      patched = patched.patched({ ...patch, promotions: [] });
      const now = new Map(patch.rows.map((r) => [r.goodsId, r]));
      rows = [
        ...rows.filter((r) => !patch.goodsIds.includes(r.goodsId)),
        ...patch.goodsIds.flatMap((id) => (now.has(id) ? [now.get(id)!] : [])),
      ];
    }
    return { patched, fresh: GoodsIndex.build({ ...source, rows }) };
  }

  const idsOf = (index: GoodsIndex, filter: GoodsListFilter, sort = SORTS[0]!) =>
    Array.from(index.search(filter, sort), (p) => index.rowAt(p).goodsId);

  const firstPatch = () => ({
    goodsIds: [...changed.map((r) => r.goodsId), shelvedOff.goodsId],
    rows: changed,
  });

  it('finds a renamed goods by its new name and not the old, and a new goods', () => {
    const { patched } = bothWays([firstPatch()]);
    const oldName = source.rows[3]!.goodsName;
    expect(idsOf(base, { keyword: oldName })).toContain(renamed.goodsId);
    expect(idsOf(patched, { keyword: oldName })).not.toContain(renamed.goodsId);
    expect(idsOf(patched, { keyword: '晶蓝测试改名' })).toEqual([renamed.goodsId]);
    expect(idsOf(patched, { keyword: 'jlcsgm' })).toEqual([renamed.goodsId]);
    expect(idsOf(patched, { keyword: '晶蓝' }).sort()).toEqual(
      [renamed.goodsId, added.goodsId].sort(),
    );
    expect(idsOf(base, { keyword: '晶蓝' })).toEqual([]);
    expect(patched.size).toBe(base.size);
  });

  it('drops goods taken off the shelf from every search, list and facet', () => {
    const { patched } = bothWays([firstPatch()]);
    const off = shelvedOff.goodsId;
    expect(idsOf(base, { keyword: shelvedOff.goodsName })).toContain(off);
    expect(idsOf(patched, { keyword: shelvedOff.goodsName })).not.toContain(off);
    for (const sort of SORTS) expect(idsOf(patched, {}, sort)).not.toContain(off);
    let seen = false;
    patched.forEachMatch({}, (e) => (seen ||= e.goodsId === off));
    expect(seen).toBe(false);
  });

  it('shows a price or sales change in the row, the price filter and the orders', () => {
    const { patched } = bothWays([firstPatch()]);
    const at = patched.search({ minPriceFen: 987_654, maxPriceFen: 987_654 }, SORTS[0]!);
    expect(Array.from(at, (p) => patched.rowAt(p).priceFen)).toEqual([987_654]);
    expect(idsOf(patched, {}, { order: 'price', direction: 'desc' })[0]).toBe(repriced.goodsId);
    expect(idsOf(patched, {})[0]).toBe(bestSeller.goodsId);
    expect(idsOf(patched, {}, { order: 'create_time', direction: 'desc' })[0]).toBe(added.goodsId);
  });

  it('replaces a goods whose stock alone changed where it stands, as a fresh build would', () => {
    const restocked = source.rows.filter((_, i) => i % 7 === 0).map((r) => ({ ...r, stock: 0 }));
    const ids = restocked.map((r) => r.goodsId);
    const { patched, fresh } = bothWays([
      firstPatch(),
      { goodsIds: ids, rows: restocked },
      { goodsIds: [repriced.goodsId], rows: [{ ...repriced, stock: 0 }] },
    ]);
    // Only the first patch's goods (renamed, repriced, best seller, added, shelved off) moved.
    expect(patched.patchedCount).toBe(bothWays([firstPatch()]).patched.patchedCount);
    const inStock = { inStock: true };
    for (const sort of SORTS)
      expect(idsOf(patched, inStock, sort)).toEqual(idsOf(fresh, inStock, sort));
    const sample = restocked[1]!;
    const at = patched.search({ keyword: sample.goodsName }, SORTS[0]!);
    const row = Array.from(at, (p) => patched.rowAt(p)).find((r) => r.goodsId === sample.goodsId);
    expect(row?.stock).toBe(0);
    expect(countFacets(patched, inStock, 20)).toEqual(countFacets(fresh, inStock, 20));
  });

  it('answers as a fresh build for every keyword, order and filter, patch after patch, folded or not', () => {
    const again = { ...renamed, goodsName: '晶蓝再改名颗粒', pinyin: 'jinglanzaigaiming' };
    const back = shelvedOff;
    const cases = [
      [firstPatch()],
      [firstPatch(), { goodsIds: [renamed.goodsId, back.goodsId], rows: [again, back] }],
    ];
    const level1 = Number(source.rows[0]!.categoryPath.split(',')[1]);
    const filters: GoodsListFilter[] = [
      {},
      { categoryId: level1, level: 1 },
      { siteId: source.rows[0]!.siteId, inStock: true },
      { minPriceFen: 1_000, maxPriceFen: 5_000 },
    ];
    const keywords = [...keywordsOf(source.rows), ...keywordsOf(changed), '晶蓝', '再改名'];
    expect(keywords.length).toBeGreaterThan(100);
    const runs = cases.flatMap((patches) => {
      const { patched, fresh } = bothWays(patches);
      // Folded into a new base in memory, it still answers as the fresh build.
      return [
        { patched, fresh },
        { patched: patched.compacted(), fresh },
      ];
    });
    for (const { patched, fresh } of runs) {
      expect(patched.size).toBe(fresh.size);
      const differing: string[] = [];
      for (const sort of SORTS)
        for (const filter of filters)
          for (const keyword of [undefined, ...keywords]) {
            const f = { ...filter, keyword };
            const a = idsOf(patched, f, sort);
            const b = idsOf(fresh, f, sort);
            if (a.join() !== b.join()) differing.push(`${sort.order}:${keyword}`);
          }
      expect(differing).toEqual([]);
      for (const keyword of [undefined, '片', '晶蓝'])
        expect(countFacets(patched, { keyword }, 20)).toEqual(countFacets(fresh, { keyword }, 20));
    }
  });
});
