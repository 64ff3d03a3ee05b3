import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nav } from '../../db/schema';
import { seedSiteDemo } from '../../db/seed/site-demo';
import { createTestApp, type TestApp } from '../../test/test-app';

type NavEntry = {
  id: number;
  nav_title: string;
  nav_icon: string;
  nav_url: string;
  is_blank: number;
};

describe('navigation routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.insert(nav).values([
      { navTitle: '帮助中心', navUrl: { url: '/cms/help' }, sort: 3 },
      { navTitle: '首页', navUrl: { url: '/index' }, sort: 1 },
      { navTitle: '药监查询', navUrl: { url: 'https://example.com/q' }, isBlank: 1, sort: 2 },
      { navTitle: '已隐藏', navUrl: { url: '/x' }, sort: 0, isShow: false },
    ]);
  });
  afterAll(() => t.close());

  it('answers shown entries in order with nav_url as JSON text', async () => {
    const res = await t.call<NavEntry[]>('/api/pc/navList');
    expect(res.code).toBe(0);
    expect(res.data.map((n) => n.nav_title)).toEqual(['首页', '药监查询', '帮助中心']);
    expect(res.data[0]).toMatchObject({ nav_url: '{"url":"/index"}', is_blank: 0, nav_icon: '' });
    expect(res.data[1]!.is_blank).toBe(1);
    expect(JSON.parse(res.data[1]!.nav_url)).toEqual({ url: 'https://example.com/q' });
  });

  it('seeds the demo navigation with one external entry opening a new tab', async () => {
    const demo = await createTestApp();
    try {
      await demo.database.db.transaction((tx) => seedSiteDemo(tx));
      const res = await demo.call<NavEntry[]>('/api/pc/navList');
      expect(res.data.slice(0, 6).map((n) => n.nav_title)).toEqual([
        '首页',
        '品牌专区',
        '活动专区',
        '领券中心',
        '积分商城',
        '帮助中心',
      ]);
      const external = res.data.filter((n) => n.is_blank === 1);
      expect(external).toHaveLength(1);
      expect((JSON.parse(external[0]!.nav_url) as { url: string }).url).toMatch(/^https:\/\//);
    } finally {
      await demo.close();
    }
  });
});
