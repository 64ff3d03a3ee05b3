import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adv, advPosition } from '../../db/schema';
import { seedSiteDemo } from '../../db/seed/site-demo';
import { createTestApp, type TestApp } from '../../test/test-app';

type AdvDetail = {
  adv_position: {
    ap_id: number;
    keyword: string;
    ap_name: string;
    height: number;
    background: string;
  } | null;
  adv_list: {
    adv_id: number;
    adv_title: string;
    adv_image: string;
    adv_url: { url: string };
    background: string;
  }[];
};

const HOUR = 3_600_000;

describe('advert routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const [position] = await db
      .insert(advPosition)
      .values({
        keyword: 'TEST_BANNER',
        apName: '测试广告位',
        width: 1210,
        height: 70,
        background: '#E4393C',
      })
      .returning();
    const apId = position!.apId;
    const now = Date.now();
    await db.insert(adv).values([
      {
        apId,
        advTitle: '第二',
        advImage: '/b.svg',
        advUrl: { url: '/coupon' },
        sort: 2,
        background: '#111111',
      },
      {
        apId,
        advTitle: '第一',
        advImage: '/a.svg',
        advUrl: { url: 'https://example.com/x' },
        sort: 1,
      },
      { apId, advTitle: '已结束', advImage: '/c.svg', sort: 0, endTime: new Date(now - HOUR) },
      { apId, advTitle: '未开始', advImage: '/d.svg', sort: 0, startTime: new Date(now + HOUR) },
      {
        apId,
        advTitle: '进行中',
        advImage: '/e.svg',
        sort: 3,
        startTime: new Date(now - HOUR),
        endTime: new Date(now + HOUR),
      },
      { apId, advTitle: '已隐藏', advImage: '/f.svg', sort: 0, isShow: false },
      { apId, advTitle: '坏链接', advImage: '/g.svg', advUrl: { link: 1 }, sort: 4 },
    ]);
  });
  afterAll(() => t.close());

  it('answers the position and only its shown, live adverts in order', async () => {
    const res = await t.call<AdvDetail>('/api/adv/detail', { keyword: 'TEST_BANNER' });
    expect(res.code).toBe(0);
    expect(res.data.adv_position).toMatchObject({
      keyword: 'TEST_BANNER',
      ap_name: '测试广告位',
      height: 70,
      background: '#E4393C',
    });
    expect(res.data.adv_list.map((a) => a.adv_title)).toEqual(['第一', '第二', '进行中', '坏链接']);
    expect(res.data.adv_list[0]).toMatchObject({
      adv_image: '/a.svg',
      adv_url: { url: 'https://example.com/x' },
    });
    expect(res.data.adv_list[1]).toMatchObject({
      adv_url: { url: '/coupon' },
      background: '#111111',
    });
    expect(res.data.adv_list[3]!.adv_url).toEqual({ url: '' });
  });

  it('answers an empty list for an unknown keyword', async () => {
    const res = await t.call<AdvDetail>('/api/adv/detail', { keyword: 'NO_SUCH_KEYWORD' });
    expect(res.code).toBe(0);
    expect(res.data).toEqual({ adv_position: null, adv_list: [] });
  });

  it('refuses a missing, empty, too long or non-text keyword', async () => {
    for (const body of [{}, { keyword: '' }, { keyword: 'K'.repeat(65) }, { keyword: 12 }]) {
      const res = await t.call('/api/adv/detail', body);
      expect(res.code).toBe(-1);
      expect(res.data).toBeNull();
    }
  });

  it('serves the demo banner positions when demo data is seeded', async () => {
    const demo = await createTestApp();
    try {
      await demo.database.db.transaction((tx) => seedSiteDemo(tx));
      const top = await demo.call<AdvDetail>('/api/adv/detail', { keyword: 'NS_PC_TOP_BANNER' });
      expect(top.data.adv_position?.height).toBe(70);
      expect(top.data.adv_list).toHaveLength(3);
      const index = await demo.call<AdvDetail>('/api/adv/detail', { keyword: 'NS_PC_INDEX' });
      expect(index.data.adv_list).toHaveLength(4);
      expect(index.data.adv_list.every((a) => /^#[0-9A-F]{6}$/i.test(a.background))).toBe(true);
      const login = await demo.call<AdvDetail>('/api/adv/detail', { keyword: 'NS_PC_LOGIN' });
      expect(login.data.adv_list).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
