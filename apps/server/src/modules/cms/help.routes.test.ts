import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { help, helpClass } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

type Page = { page_count: number; count: number; list: Array<Record<string, unknown>> };

describe('help routes', () => {
  let t: TestApp;
  let guideId = 0;
  let deliveryId = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const classes = await db
      .insert(helpClass)
      .values([
        { className: '配送方式', sort: 2 },
        { className: '新手指南', sort: 1 },
        { className: '关于我们', sort: 3 },
      ])
      .returning({ id: helpClass.classId });
    deliveryId = classes[0]!.id;
    guideId = classes[1]!.id;
    const rows = await db
      .insert(help)
      .values([
        {
          classId: guideId,
          title: '下单流程',
          content: '第一段\n第二段',
          sort: 3,
          createdAt: new Date('2025-03-03T02:00:00Z'),
        },
        {
          classId: guideId,
          title: '注册流程',
          content: '注册说明',
          sort: 1,
          createdAt: new Date('2025-03-01T02:00:00Z'),
        },
        { classId: guideId, title: '资质认证', content: '资质说明', sort: 2 },
        { classId: guideId, title: '草稿', content: '未发布', sort: 0, isShow: false },
        {
          classId: deliveryId,
          title: '药品查询',
          linkAddress: 'https://www.nmpa.gov.cn/',
          sort: 1,
        },
      ])
      .returning({ id: help.id, title: help.title });
    for (const r of rows) ids[r.title] = r.id;
  });
  afterAll(() => t.close());

  it('lists classes in display order with their visible articles in order', async () => {
    const res =
      await t.call<Array<{ class_id: number; class_name: string; child_list: unknown[] }>>(
        '/api/helpclass/lists',
      );
    expect(res.code).toBe(0);
    expect(res.data.map((c) => c.class_name)).toEqual(['新手指南', '配送方式', '关于我们']);
    expect(res.data[0]).toEqual({
      class_id: guideId,
      class_name: '新手指南',
      child_list: [
        { id: ids['注册流程'], title: '注册流程', link_address: '' },
        { id: ids['资质认证'], title: '资质认证', link_address: '' },
        { id: ids['下单流程'], title: '下单流程', link_address: '' },
      ],
    });
    expect(res.data[1]?.child_list).toEqual([
      { id: ids['药品查询'], title: '药品查询', link_address: 'https://www.nmpa.gov.cn/' },
    ]);
    expect(res.data[2]?.child_list).toEqual([]);
  });

  it('pages one class, hidden articles excluded', async () => {
    const first = await t.call<Page>('/api/help/page', {
      class_id: guideId,
      page: 1,
      page_size: 2,
    });
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ page_count: 2, count: 3 });
    expect(first.data.list.map((a) => a.title)).toEqual(['注册流程', '资质认证']);
    expect(first.data.list[0]).toEqual({
      id: ids['注册流程'],
      class_id: guideId,
      title: '注册流程',
      link_address: '',
      create_time: Date.parse('2025-03-01T02:00:00Z'),
    });
    const second = await t.call<Page>('/api/help/page', {
      class_id: guideId,
      page: 2,
      page_size: 2,
    });
    expect(second.data.list.map((a) => a.title)).toEqual(['下单流程']);
    const beyond = await t.call<Page>('/api/help/page', {
      class_id: guideId,
      page: 3,
      page_size: 2,
    });
    expect(beyond.data).toEqual({ page_count: 2, count: 3, list: [] });
  });

  it('pages every class when no class is given, and an unknown class is empty', async () => {
    const all = await t.call<Page>('/api/help/page', { page: 1, page_size: 10 });
    expect(all.data.count).toBe(4);
    const none = await t.call<Page>('/api/help/page', { class_id: 999999, page: 1, page_size: 10 });
    expect(none.data).toEqual({ page_count: 0, count: 0, list: [] });
  });

  it('accepts numeric strings and defaults the paging', async () => {
    const res = await t.call<Page>('/api/help/page', { class_id: String(guideId) });
    expect(res.data).toMatchObject({ count: 3, page_count: 1 });
  });

  it('caps page_size at 100', async () => {
    expect((await t.call('/api/help/page', { page: 1, page_size: 100 })).code).toBe(0);
    expect((await t.call('/api/help/page', { page: 1, page_size: 101 })).code).toBe(-1);
  });

  it.each([
    ['page 0', { page: 0 }],
    ['negative page size', { page_size: -5 }],
    ['class_id not a number', { class_id: 'abc' }],
    ['class_id too big', { class_id: 2_147_483_648 }],
    ['fractional page', { page: 1.5 }],
  ])('refuses %s', async (_name, body) => {
    const res = await t.call('/api/help/page', body);
    expect(res.code).toBe(-1);
    expect(res.message).toMatch(/^参数错误/);
  });

  it('answers one article with its class name and plain-text content', async () => {
    const res = await t.call('/api/help/info', { id: ids['下单流程'] });
    expect(res).toMatchObject({
      code: 0,
      data: {
        id: ids['下单流程'],
        class_id: guideId,
        class_name: '新手指南',
        title: '下单流程',
        content: '第一段\n第二段',
        link_address: '',
        create_time: Date.parse('2025-03-03T02:00:00Z'),
      },
    });
  });

  it('refuses an unknown or hidden article with a clear message', async () => {
    const unknown = await t.call('/api/help/info', { id: 987654 });
    expect(unknown).toMatchObject({ code: -1, message: '帮助文章不存在或已下架', data: null });
    const hidden = await t.call('/api/help/info', { id: ids['草稿'] });
    expect(hidden.code).toBe(-1);
    const en = await t.call('/api/help/info', { id: 987654, lang: 'en-us' });
    expect(en.message).toBe('This help article does not exist or has been removed');
  });

  it.each([
    ['missing id', {}],
    ['id not a number', { id: 'x1' }],
    ['id zero', { id: 0 }],
    ['id too big', { id: 99_999_999_999 }],
  ])('refuses an article request with %s', async (_name, body) => {
    const res = await t.call('/api/help/info', body);
    expect(res.code).toBe(-1);
    expect(res.message).toContain('id');
  });
});
