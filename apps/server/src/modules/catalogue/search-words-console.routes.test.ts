import type {
  ConsoleSearchWords,
  DefaultSearchWords,
  HotSearchWords,
} from '@shop/contracts/catalogue';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shop, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from './goods-list.fixture';

/** The storefront's search words in the console (issue 27, content). */
describe('console search words (issue 27)', () => {
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

  const get = async () =>
    (await consolePost<ConsoleSearchWords>(t, operator, '/staff/api/searchwords/get')).data;
  const save = (body: object, session = operator) =>
    consolePost(t, session, '/staff/api/searchwords/set', body);
  const hot = (lang = 'zh-cn') => t.call<HotSearchWords>('/api/goods/hotSearchWords', { lang });
  const placeholder = (lang = 'zh-cn') =>
    t.call<DefaultSearchWords>('/api/goods/defaultSearchWords', { lang });

  it('saves the hot words and the placeholder; the storefront shows them at once in both languages', async () => {
    const before = await get();
    expect(before.hot_words.length).toBeGreaterThan(0);
    const saved = await save({
      hot_words: [{ word: '阿莫西林', word_en: 'Amoxicillin' }, { word: '板蓝根' }],
      default_word: '搜索药品名称',
      default_word_en: 'Search medicines',
    });
    expect(saved.code).toBe(0);
    expect((await hot()).data).toEqual({
      words: ['阿莫西林', '板蓝根'],
      keywords: ['阿莫西林', '板蓝根'],
    });
    expect((await hot('en-us')).data).toEqual({
      words: ['Amoxicillin', '板蓝根'],
      keywords: ['阿莫西林', '板蓝根'],
    });
    expect((await placeholder()).data).toEqual({ words: '搜索药品名称' });
    expect((await placeholder('en-us')).data).toEqual({ words: 'Search medicines' });
    expect(await get()).toEqual({
      hot_words: [
        { word: '阿莫西林', word_en: 'Amoxicillin' },
        { word: '板蓝根', word_en: '' },
      ],
      default_word: '搜索药品名称',
      default_word_en: 'Search medicines',
    });
    const [audit] = await t.database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'search_words.set'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audit).toMatchObject({
      before,
      after: { default_word: '搜索药品名称' },
    });
  });

  it('refuses an empty word, more than 50 words and another shop’s staff, changing nothing', async () => {
    const before = await get();
    expect((await save({ hot_words: [{ word: '  ' }] })).code).not.toBe(0);
    const many = Array.from({ length: 51 }, (_, i) => ({ word: `词${i}` }));
    expect((await save({ hot_words: many })).code).not.toBe(0);
    const foreign = await save({ hot_words: [{ word: '别家' }] }, otherShop);
    expect(foreign.message).toContain('只有平台账号或自营店铺的员工');
    expect(await get()).toEqual(before);
  });
});
