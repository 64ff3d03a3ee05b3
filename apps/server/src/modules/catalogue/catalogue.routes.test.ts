import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsCategory } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setConfig } from '../settings';
import { DEFAULT_SEARCH_WORDS_KEY, HOT_SEARCH_WORDS_KEY } from './search-words.service';

type Node = {
  category_id: number;
  pid: number;
  level: number;
  category_name: string;
  short_name: string;
  image: string;
  child_list: Node[];
};

const names = (nodes: Node[]) => nodes.map((n) => n.category_name);

describe('catalogue header routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const insert = async (row: typeof goodsCategory.$inferInsert) =>
      (await db.insert(goodsCategory).values(row).returning())[0]!.categoryId;
    // Inserted out of display order so the answer's order must come from sort, then id.
    const western = await insert({
      pid: 0,
      level: 1,
      categoryName: '西药',
      shortName: '西药',
      sort: 2,
      image: '/w.png',
    });
    const chinese = await insert({ pid: 0, level: 1, categoryName: '中成药', sort: 1 });
    await insert({ pid: 0, level: 1, categoryName: '隐藏一级', sort: 0, isShow: false });
    const antibiotics = await insert({ pid: western, level: 2, categoryName: '抗感染药', sort: 1 });
    const cold = await insert({ pid: western, level: 2, categoryName: '感冒用药', sort: 1 });
    const hidden2 = await insert({
      pid: western,
      level: 2,
      categoryName: '隐藏二级',
      sort: 0,
      isShow: false,
    });
    await insert({ pid: chinese, level: 2, categoryName: '清热解毒', sort: 0 });
    await insert({ pid: antibiotics, level: 3, categoryName: '头孢类', sort: 2 });
    await insert({ pid: antibiotics, level: 3, categoryName: '青霉素类', sort: 1 });
    await insert({ pid: antibiotics, level: 3, categoryName: '隐藏三级', sort: 0, isShow: false });
    await insert({ pid: hidden2, level: 3, categoryName: '隐藏分支下', sort: 0 });
    await insert({ pid: cold, level: 3, categoryName: '解热镇痛', sort: 0 });
  });
  afterAll(() => t.close());

  it('answers the three-level tree by default, shown only, ordered by sort then id', async () => {
    const res = await t.call<Node[]>('/api/goodscategory/tree', { level: 3, template: 2 });
    expect(res.code).toBe(0);
    expect(names(res.data)).toEqual(['中成药', '西药']);
    const western = res.data[1]!;
    expect(western).toMatchObject({ pid: 0, level: 1, short_name: '西药', image: '/w.png' });
    expect(names(western.child_list)).toEqual(['抗感染药', '感冒用药']);
    expect(western.child_list[0]).toMatchObject({ level: 2, pid: western.category_id });
    expect(names(western.child_list[0]!.child_list)).toEqual(['青霉素类', '头孢类']);
    expect(western.child_list[0]!.child_list[0]!.child_list).toEqual([]);
    expect(names(western.child_list[1]!.child_list)).toEqual(['解热镇痛']);
    expect(JSON.stringify(res.data)).not.toContain('隐藏');
  });

  it('stops at the asked depth', async () => {
    const one = await t.call<Node[]>('/api/goodscategory/tree', { level: 1 });
    expect(names(one.data)).toEqual(['中成药', '西药']);
    expect(one.data.every((n) => n.child_list.length === 0)).toBe(true);

    const two = await t.call<Node[]>('/api/goodscategory/tree', { level: 2 });
    expect(names(two.data[1]!.child_list)).toEqual(['抗感染药', '感冒用药']);
    expect(two.data[1]!.child_list.every((n) => n.child_list.length === 0)).toBe(true);

    const fallback = await t.call<Node[]>('/api/goodscategory/tree', {});
    expect(names(fallback.data[1]!.child_list[0]!.child_list)).toEqual(['青霉素类', '头孢类']);
  });

  it('refuses a level out of range or not a number', async () => {
    for (const level of [0, 4, -1, 'x', 1.5]) {
      const res = await t.call('/api/goodscategory/tree', { level });
      expect(res.code).toBe(-1);
    }
  });

  it('answers the hot words and the placeholder from settings', async () => {
    const hot = await t.call<{ words: string[] }>('/api/goods/hotSearchWords');
    expect(hot.code).toBe(0);
    expect(hot.data.words.slice(0, 3)).toEqual(['阿莫西林', '感冒灵', '布洛芬']);
    const placeholder = await t.call<{ words: string }>('/api/goods/defaultSearchWords');
    expect(placeholder.data.words).toBe('搜索药品名称、通用名、厂家或批准文号');

    await setConfig(t.database.db, HOT_SEARCH_WORDS_KEY, { words: ['口罩'] });
    await setConfig(t.database.db, DEFAULT_SEARCH_WORDS_KEY, {});
    expect((await t.call('/api/goods/hotSearchWords')).data).toEqual({
      words: ['口罩'],
      keywords: ['口罩'],
    });
    expect((await t.call('/api/goods/defaultSearchWords')).data).toEqual({ words: '' });
  });

  it('answers the hot words and the placeholder in English, each word still searching the Chinese', async () => {
    await setConfig(t.database.db, HOT_SEARCH_WORDS_KEY, {
      words: ['口罩', '感冒灵'],
      en: { words: ['Masks', ''] },
    });
    await setConfig(t.database.db, DEFAULT_SEARCH_WORDS_KEY, {
      words: '搜索药品',
      en: { words: 'Search drugs' },
    });
    const english = { lang: 'en-us' };
    expect((await t.call('/api/goods/hotSearchWords', english)).data).toEqual({
      words: ['Masks', '感冒灵'],
      keywords: ['口罩', '感冒灵'],
    });
    expect((await t.call('/api/goods/defaultSearchWords', english)).data).toEqual({
      words: 'Search drugs',
    });
    expect((await t.call('/api/goods/defaultSearchWords')).data).toEqual({ words: '搜索药品' });
  });
});
