import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoCatalogue } from '../../db/seed/catalogue';
import { growCatalogue } from '../../db/seed/scale/scale-seed';
import { createTestApp, type TestApp } from '../../test/test-app';
import { listPromotionWindows } from '../pricing';
import { countFacets } from './goods-facets';
import { GoodsIndex, type GoodsListFilter, type GoodsListSort } from './goods-index';
import { findCategoryNames, findIndexRows, type IndexRow } from './goods-list.repository';

/** Keywords no goods of the demo catalogue holds, in any field. */
const NO_MATCH = ['蒙脱石散剂', 'zzqxj', 'qqqq', '不存在的药', 'xyzabc', '阿莫西林z', 'sp9999999'];
/** Wildcards, separators, spaces and odd characters, searched literally. */
const ODD = ['%', '_', '\\', '*', '.', '0.25g', '*24', 'g*', '（', 'a b', 'amo xi lin', '\u0001'];

/**
 * Keywords drawn from the goods themselves: pieces of names of one to four characters, whole
 * names and generic names, full pinyin, its prefixes and middles, initials, upper- and mixed-case
 * forms, pinyin with spaces, manufacturers, approval numbers, bar codes and ERP codes.
 */
function keywordsOf(rows: IndexRow[]): string[] {
  const out = new Set<string>([...NO_MATCH, ...ODD, 'a', 'Z', 'x', '0', '片', '阿', '颗粒']);
  const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
  rows.forEach((r, i) => {
    if (i % 37 !== 0) return;
    const name = r.goodsName;
    out
      .add(name)
      .add(r.genericName)
      .add(name.charAt(i % name.length));
    for (const n of [2, 3, 4]) out.add(name.slice(i % 3, (i % 3) + n));
    out
      .add(r.pinyin)
      .add(r.pinyin.slice(0, 3 + (i % 4)))
      .add(r.pinyin.slice(2, 7));
    out.add(r.pinyin.toUpperCase()).add(upperFirst(r.pinyin.slice(0, 6)));
    out.add(r.pinyinInitials).add(r.pinyinInitials.slice(0, 2)).add(r.pinyinInitials.toUpperCase());
    out.add(r.pinyinInitials.split('').join(' '));
    out.add(r.manufacturer.slice(0, 4)).add(r.approvalNumber).add(r.approvalNumber.slice(-6));
    out.add(r.barCode.slice(3, 10)).add(r.goodsErpSpid).add(r.goodsErpSpid.toLowerCase());
  });
  out.delete('');
  return [...out];
}

/**
 * The ranking the search promises, written out independently of goods-index.ts: exact name,
 * name prefix, name contains, another field (generic name, manufacturer, approval number, bar
 * code, ERP code), pinyin or initials prefix, pinyin or initials contains (the keyword without
 * spaces); then sales, most first, then goods id.
 */
function reference(rows: IndexRow[], keyword: string): number[] {
  const text = keyword.trim().toLowerCase();
  const spelled = text.replace(/\s+/g, '');
  const rank = (r: IndexRow) => {
    const name = r.goodsName.toLowerCase();
    if (name === text) return 0;
    if (name.startsWith(text)) return 1;
    if (name.includes(text)) return 2;
    if (text.includes('\u0001')) return -1;
    const other = [r.genericName, r.manufacturer, r.approvalNumber, r.barCode, r.goodsErpSpid];
    if (other.some((f) => f.toLowerCase().includes(text))) return 3;
    const pinyin = [r.pinyin.toLowerCase(), r.pinyinInitials.toLowerCase()];
    if (pinyin.some((p) => p.startsWith(spelled))) return 4;
    return pinyin.some((p) => p.includes(spelled)) ? 5 : -1;
  };
  return rows
    .map((r, position) => ({ r, position, rank: rank(r) }))
    .filter((m) => m.rank >= 0)
    .sort((a, b) => a.rank - b.rank || b.r.saleNum - a.r.saleNum || a.r.goodsId - b.r.goodsId)
    .map((m) => m.position);
}

describe('keyword search with the n-gram index (ADR 0010) on the demo catalogue', () => {
  let t: TestApp;
  let rows: IndexRow[];
  let indexed: GoodsIndex;
  let plain: GoodsIndex;
  let keywords: string[];
  let level1: number;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.transaction((tx) => seedDemoCatalogue(tx));
    // Generated goods too: other dosage forms and brand-prefixed names (issue #13).
    await growCatalogue(db, 6000);
    rows = await findIndexRows(db);
    const source = {
      rows,
      categories: await findCategoryNames(db),
      promotions: await listPromotionWindows(db, new Date()),
    };
    indexed = GoodsIndex.build(source);
    plain = GoodsIndex.build(source, { keywordIndex: false });
    keywords = keywordsOf(rows);
    level1 = Number(rows[0]!.categoryPath.split(',')[1]);
  }, 180_000);
  afterAll(() => t.close());

  /** The keywords whose indexed answer differs from the plain scan's. */
  const differing = (list: string[], filter: GoodsListFilter, sort: GoodsListSort) =>
    list.filter((keyword) => {
      const a = indexed.search({ ...filter, keyword }, sort);
      const b = plain.search({ ...filter, keyword }, sort);
      return a.length !== b.length || a.some((p, i) => p !== b[i]);
    });

  it('ranks exactly as the plain scan for every keyword, in the default order', () => {
    expect(keywords.length).toBeGreaterThan(800);
    const sort: GoodsListSort = { order: 'default', direction: 'desc' };
    expect(differing(keywords, {}, sort)).toEqual([]);
    // The keywords find something, mostly, and nothing for the no-match ones.
    const found = keywords.filter((k) => plain.search({ keyword: k }, sort).length > 0);
    expect(found.length).toBeGreaterThan(keywords.length * 0.8);
    for (const keyword of NO_MATCH)
      expect(indexed.search({ keyword }, sort), keyword).toEqual(new Int32Array(0));
    expect(indexed.search({ keyword: 'AMXL' }, sort).length).toBeGreaterThan(0);
  });

  it('ranks as the search promises, checked against a reference written apart', () => {
    const sort: GoodsListSort = { order: 'default', direction: 'desc' };
    const wrong = keywords
      .filter((_, i) => i % 2 === 0)
      .filter((keyword) => {
        const expected = reference(rows, keyword);
        const got = Array.from(indexed.search({ keyword }, sort));
        return got.length !== expected.length || got.some((p, i) => p !== expected[i]);
      });
    expect(wrong).toEqual([]);
  });

  it('orders exactly as the plain scan by sales, price and time, each way', () => {
    const some = keywords.filter((_, i) => i % 3 === 0);
    for (const order of ['sale_num', 'price', 'create_time'] as const)
      for (const direction of ['asc', 'desc'] as const)
        expect(differing(some, {}, { order, direction }), `${order} ${direction}`).toEqual([]);
  });

  it('combines with filters exactly as the plain scan', () => {
    const some = keywords.filter((_, i) => i % 4 === 0);
    const brandId = rows.find((r) => r.brandId !== null)!.brandId!;
    for (const filter of [
      { inStock: true },
      { categoryId: level1, level: 1 },
      { brandId },
      { manufacturer: rows[0]!.manufacturer },
    ] satisfies GoodsListFilter[])
      expect(
        differing(some, filter, { order: 'default', direction: 'desc' }),
        JSON.stringify(filter),
      ).toEqual([]);
  });

  it('counts the same facets as the plain scan', () => {
    for (const keyword of keywords.filter((_, i) => i % 10 === 0))
      expect(countFacets(indexed, { keyword }, 10), keyword).toEqual(
        countFacets(plain, { keyword }, 10),
      );
  });

  it('answers /api/goodssku/page in the plain scan order', async () => {
    const sort: GoodsListSort = { order: 'default', direction: 'desc' };
    for (const keyword of ['阿莫西林', 'amxl', 'AMOXI', 'amo xi', '片', 'k', '头孢 ', 'zzqxj']) {
      const res = await t.call<{ count: number; list: { sku_id: number }[] }>(
        '/api/goodssku/page',
        { keyword, page_size: 50 },
      );
      const expected = plain.search({ keyword: keyword.trim() }, sort);
      expect(res.data.count, keyword).toBe(expected.length);
      expect(
        res.data.list.map((c) => c.sku_id),
        keyword,
      ).toEqual(Array.from(expected.subarray(0, 50), (p) => plain.rowAt(p).skuId));
    }
  });
});
