import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerItem, friendlyLink, goodsService } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { WEAPP_KEY } from './footer.service';
import { setConfig } from '../settings';

describe('footer routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await db.insert(friendlyLink).values([
      { linkTitle: '品牌专区', linkUrl: '/brand', isBlank: 0, sort: 2 },
      {
        linkTitle: '国家药监局',
        linkUrl: 'https://www.nmpa.gov.cn/',
        linkPic: '/demo/a.svg',
        isBlank: 1,
        sort: 1,
      },
      { linkTitle: '已下线', linkUrl: 'https://old.example.cn/', sort: 0, isShow: false },
    ]);
    await db.insert(footerItem).values([
      {
        kind: 'platform',
        name: '12315',
        icon: '/p2.svg',
        linkUrl: 'https://www.12315.cn/',
        sort: 2,
      },
      { kind: 'cert', name: '药品经营许可证', icon: '/c1.svg', linkUrl: 'https://a.cn/', sort: 1 },
      {
        kind: 'platform',
        name: '国家药监局',
        icon: '/p1.svg',
        linkUrl: 'https://www.nmpa.gov.cn/',
        sort: 1,
      },
      { kind: 'cert', name: '营业执照', icon: '/c2.svg', sort: 2 },
    ]);
    await db.insert(goodsService).values([
      { serviceName: '冷链配送', description: '2-8℃ 全程温控', icon: '/s2.svg', sort: 2 },
      { serviceName: '正品保障', description: '厂家直供', icon: '/s1.svg', sort: 1 },
    ]);
  });
  afterAll(() => t.close());

  it('answers the seeded copyright line', async () => {
    const res = await t.call<Record<string, string>>('/api/config/copyright');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      company_name: '杭州康源医药有限公司',
      icp: '浙ICP备18045210号-2',
      gov_url: 'https://beian.mps.gov.cn/',
      copyright_link: '',
    });
    expect(Object.keys(res.data).sort()).toEqual([
      'company_name',
      'copyright_desc',
      'copyright_link',
      'gov_record',
      'gov_url',
      'icp',
      'market_supervision_url',
    ]);
  });

  it('lists visible friendly links in display order with the new-window flag', async () => {
    const res = await t.call<Array<Record<string, unknown>>>('/api/pc/friendlyLink');
    expect(res.code).toBe(0);
    expect(res.data.map((l) => l.link_title)).toEqual(['国家药监局', '品牌专区']);
    expect(res.data[0]).toMatchObject({
      link_url: 'https://www.nmpa.gov.cn/',
      link_pic: '/demo/a.svg',
      is_blank: 1,
    });
    expect(res.data[1]).toMatchObject({ link_url: '/brand', link_pic: '', is_blank: 0 });
    expect(typeof res.data[0]?.id).toBe('number');
  });

  it('splits certificates and platforms, each in display order', async () => {
    const res = await t.call<{
      cert: Array<Record<string, unknown>>;
      platform: Array<Record<string, unknown>>;
    }>('/pc/api/pc/footerList');
    expect(res.data.cert.map((c) => c.name)).toEqual(['药品经营许可证', '营业执照']);
    expect(res.data.platform.map((c) => c.name)).toEqual(['国家药监局', '12315']);
    expect(res.data.cert[1]).toEqual({
      id: expect.any(Number),
      name: '营业执照',
      icon: '/c2.svg',
      link_url: '',
    });
  });

  it('answers the footer extras under data.index', async () => {
    const res = await t.call<{ index: Record<string, string> }>('/pc/api/pc/moreConfig');
    expect(res.data.index).toEqual({
      qrcode_title: '微信扫码 进入小程序',
      service_time: '周一至周六 8:30-18:00',
      company_address: '浙江省杭州市滨江区江南大道 1888 号康源医药大厦 6 层',
    });
  });

  it('lists service promises in display order with their description', async () => {
    const res = await t.call<Array<Record<string, unknown>>>('/api/goods/service');
    expect(res.data).toEqual([
      { id: expect.any(Number), service_name: '正品保障', icon: '/s1.svg', desc: '厂家直供' },
      { id: expect.any(Number), service_name: '冷链配送', icon: '/s2.svg', desc: '2-8℃ 全程温控' },
    ]);
  });

  it('draws the mini-program QR code as a PNG data URL', async () => {
    const res = await t.call<{ path: string }>('/weapp/api/weapp/qrcode');
    expect(res.code).toBe(0);
    expect(res.data.path).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.data.path.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('refuses the QR code with a message when no address is set', async () => {
    await setConfig(t.database.db, WEAPP_KEY, { address: '' });
    const res = await t.call('/weapp/api/weapp/qrcode');
    expect(res).toMatchObject({ code: -1, message: '小程序码暂未配置', data: null });
    const en = await t.call('/weapp/api/weapp/qrcode', { lang: 'en-us' });
    expect(en.message).toBe('The mini-program QR code is not set up yet');
  });

  it('refuses a body with an over-long base field', async () => {
    const res = await t.call('/api/pc/friendlyLink', { app_type: 'x'.repeat(21) });
    expect(res.code).toBe(-1);
    expect(res.message).toContain('app_type');
  });
});
