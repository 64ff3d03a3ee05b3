import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notice } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type Item = { id: number; title: string; is_top: boolean; create_time: number };
type Page = { page_count: number; count: number; list: Item[] };
type Info = Item & {
  content: string;
  prev: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
};

describe('notice routes', () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const day = (d: number) => new Date(Date.UTC(2025, 2, d, 2));

  beforeAll(async () => {
    t = await createTestApp();
    const rows = await t.database.db
      .insert(notice)
      .values([
        { title: '旧的置顶', content: '置顶内容', isTop: true, createdAt: day(1) },
        { title: '最新公告', content: '第一段\n第二段', createdAt: day(20) },
        { title: '较早公告', content: '较早', createdAt: day(5) },
        {
          title: '新的置顶',
          content: '<script>alert(1)</script>',
          isTop: true,
          createdAt: day(10),
        },
        { title: '中间公告', content: '中间', createdAt: day(12) },
      ])
      .returning({ id: notice.id, title: notice.title });
    for (const r of rows) ids[r.title] = r.id;
  });
  afterAll(() => t.close());

  it('lists pinned notices first, then the newest, with dates', async () => {
    const res = await t.call<Page>('/api/notice/page', { page: 1, page_size: 10 });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(5);
    expect(res.data.page_count).toBe(1);
    expect(res.data.list.map((n) => n.title)).toEqual([
      '新的置顶',
      '旧的置顶',
      '最新公告',
      '中间公告',
      '较早公告',
    ]);
    expect(res.data.list[0]).toEqual({
      id: ids['新的置顶'],
      title: '新的置顶',
      is_top: true,
      create_time: day(10).getTime(),
    });
    expect(res.data.list[2]?.is_top).toBe(false);
  });

  it('pages the list', async () => {
    const second = await t.call<Page>('/api/notice/page', { page: 2, page_size: 2 });
    expect(second.data).toMatchObject({ page_count: 3, count: 5 });
    expect(second.data.list.map((n) => n.title)).toEqual(['最新公告', '中间公告']);
    const beyond = await t.call<Page>('/api/notice/page', { page: 9, page_size: 2 });
    expect(beyond.data.list).toEqual([]);
    const defaults = await t.call<Page>('/api/notice/page', {});
    expect(defaults.data.list).toHaveLength(5);
  });

  it('refuses bad paging with a clear message', async () => {
    for (const body of [{ page: 0 }, { page_size: 101 }, { page: 'x' }]) {
      const res = await t.call('/api/notice/page', body);
      expect(res.code).toBe(-1);
      expect(res.message).toMatch(/^参数错误/);
    }
  });

  it('answers one notice with its text content and list neighbours', async () => {
    const res = await t.call<Info>('/api/notice/info', { id: ids['最新公告'] });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({
      id: ids['最新公告'],
      title: '最新公告',
      is_top: false,
      content: '第一段\n第二段',
      create_time: day(20).getTime(),
      prev: { id: ids['旧的置顶'], title: '旧的置顶' },
      next: { id: ids['中间公告'], title: '中间公告' },
    });
    const first = await t.call<Info>('/api/notice/info', { id: String(ids['新的置顶']) });
    expect(first.data.prev).toBeNull();
    expect(first.data.content).toBe('<script>alert(1)</script>');
    const last = await t.call<Info>('/api/notice/info', { id: ids['较早公告'] });
    expect(last.data.next).toBeNull();
  });

  it('refuses an unknown or malformed id with -1, never a fault', async () => {
    const unknown = await t.call('/api/notice/info', { id: 999999 });
    expect(unknown).toMatchObject({ code: -1, message: '公告不存在或已删除', data: null });
    const english = await t.call('/api/notice/info', { id: 999999, lang: 'en-us' });
    expect(english.message).toBe('This notice does not exist or has been removed');
    for (const body of [{}, { id: 0 }, { id: -3 }, { id: 'abc' }, { id: 2 ** 31 }]) {
      const res = await t.call('/api/notice/info', body);
      expect(res.code).toBe(-1);
    }
  });
});
