import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcFloor } from '../../db/schema';
import { seedChatDemo } from '../../db/seed/chat-demo';
import { seedCmsDemo } from '../../db/seed/cms-demo';
import { seedFooterDemo } from '../../db/seed/footer-demo';
import { seedSiteDemo } from '../../db/seed/site-demo';
import { createTestApp, type TestApp } from '../../test/test-app';
import { findKeywordReply } from '../chat/chat-keyword.service';

type Named = { [field: string]: unknown };
const english = { lang: 'en-us' };

// Issue 14: shop-configured texts answer in the request's language, Chinese when no English.
describe('shop texts in English', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.database.db.transaction(async (tx) => {
      await seedSiteDemo(tx);
      await seedFooterDemo(tx);
      await seedCmsDemo(tx);
      await seedChatDemo(tx);
      await tx.insert(pcFloor).values([
        {
          title: '品牌活动',
          titleEn: 'Brand events',
          blockType: 'adv',
          value: { adverts: [{ image: '/a.svg', url: '/brand', title: '品牌' }] },
        },
        {
          title: '采购服务',
          blockType: 'adv',
          value: { adverts: [{ image: '/b.svg', url: '/coupon', title: '领券' }] },
        },
      ]);
    });
  });
  afterAll(() => t.close());

  const titles = async (path: string, field: string, body = {}) =>
    ((await t.call<Named[]>(path, body)).data ?? []).map((row) => row[field]);

  it('names the navigation by the body lang, then Accept-Language, keeping the field names', async () => {
    expect((await titles('/api/pc/navList', 'nav_title', english)).slice(0, 3)).toEqual([
      'Home',
      'Brands',
      'Promotions',
    ]);
    const byHeader = await t.call<Named[]>('/api/pc/navList', {}, { 'accept-language': 'en-US' });
    expect(byHeader.data[0]?.nav_title).toBe('Home');
    expect((await titles('/api/pc/navList', 'nav_title')).slice(0, 3)).toEqual([
      '首页',
      '品牌专区',
      '活动专区',
    ]);
  });

  it('answers the footer in English: promises, links, certificates, help columns, extras', async () => {
    const services = await t.call<Named[]>('/api/goods/service', english);
    expect(services.data[0]).toMatchObject({
      service_name: 'Genuine goods',
      desc: 'Straight from the makers, each item traceable by its code',
    });
    expect((await titles('/api/pc/friendlyLink', 'link_title', english))[0]).toBe('Help centre');
    const footer = await t.call<{ cert: Named[] }>('/pc/api/pc/footerList', english);
    expect(footer.data.cert[0]?.name).toBe('Drug Trading Licence');
    const classes = await t.call<{ class_name: string; child_list: Named[] }[]>(
      '/api/helpclass/lists',
      english,
    );
    expect(classes.data[0]?.class_name).toBe('Getting started');
    expect(classes.data[0]?.child_list[0]?.title).toBe('How to register');
    const more = await t.call<{ index: Named }>('/pc/api/pc/moreConfig', english);
    expect(more.data.index).toMatchObject({
      service_time: 'Mon-Sat 8:30-18:00',
      company_address: '浙江省杭州市滨江区江南大道 1888 号康源医药大厦 6 层',
    });
    const copyright = await t.call<Named>('/api/config/copyright', english);
    expect(copyright.data.copyright_desc).toMatch(/All rights reserved/);
    expect(Object.keys(copyright.data)).not.toContain('en');
  });

  it('titles the floors in English, falling back to the Chinese title', async () => {
    expect(await titles('/api/pc/floors', 'title', english)).toEqual(['Brand events', '采购服务']);
    expect(await titles('/api/pc/floors', 'title')).toEqual(['品牌活动', '采购服务']);
  });

  it('offers the chat quick questions in English and answers either language in the buyer’s', async () => {
    const keywords = await t.call<{ keyword_list: Named[] }>('/servicer/api/chat/keyword', english);
    expect(keywords.data.keyword_list[0]).toMatchObject({ keyword: 'Invoice' });
    expect(await findKeywordReply(t.database.db, 'invoice please', 'en-US')).toMatch(/^Every drug/);
    expect(await findKeywordReply(t.database.db, '要开发票', 'en-US')).toMatch(/^Every drug/);
    expect(await findKeywordReply(t.database.db, 'Invoice?', 'zh-CN')).toMatch(/^本店所有药品/);
  });
});
