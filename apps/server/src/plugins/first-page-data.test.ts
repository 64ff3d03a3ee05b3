import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LANG_COOKIE, SESSION_FLAG_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import {
  FIRST_PAGE_DATA_ID,
  FRAME_CALLS,
  type FirstPageData,
  firstPageCallKey,
  goodsPageCall,
  HOME_CALLS,
  MEMBER_FRAME_CALLS,
} from '@shop/contracts/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, cookieHeader } from '../modules/auth/testing';
import { setConfig, SITE_INFO_KEY } from '../modules/settings';
import { createTestApp, type TestApp } from '../test/test-app';
import { firstPagePreloads } from './first-page-data';

/** The first page's data in a served page (ADR 0012). */
function dataOf(html: string): FirstPageData {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">(.*?)</script>`,
  ).exec(html);
  if (!match?.[1]) throw new Error('no first-page data in the page');
  return JSON.parse(match[1]) as FirstPageData;
}

describe('the first page carries the answers of its first calls', () => {
  let t: TestApp;
  let webDist: string;
  let memberCookie: string;

  const page = async (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><title>shop app</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({ env: { WEB_DIST: webDist } });
    await addMember(t, { username: 'first_page_buyer' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login/login',
      payload: { username: 'first_page_buyer', password: 'secret123' },
    });
    const raw = login.headers['set-cookie'];
    const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    memberCookie = [TOKEN_COOKIE, SESSION_FLAG_COOKIE]
      .map((name) => cookieHeader(cookies, name)?.split(';')[0])
      .join('; ');
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('gives a visitor the frame and the home content, each as its call answers it', async () => {
    const res = await page('/index');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const data = dataOf(res.body);
    expect(data.lang).toBe('zh-cn');
    for (const call of [...Object.values(FRAME_CALLS), ...Object.values(HOME_CALLS)]) {
      const answer = await t.call(call.endpoint.path, call.body);
      expect(data.answers[firstPageCallKey(call)], call.endpoint.path).toEqual(answer.data);
    }
    // A visitor has no member summary: the call refuses, so it is left out.
    expect(data.answers[firstPageCallKey(MEMBER_FRAME_CALLS.memberInfo)]).toBeUndefined();
  });

  it('gives a logged-in member their own summary, and other pages no home content', async () => {
    const data = dataOf((await page('/list?keyword=x', { cookie: memberCookie })).body);
    expect(data.answers[firstPageCallKey(MEMBER_FRAME_CALLS.memberInfo)]).toMatchObject({
      username: 'first_page_buyer',
    });
    expect(data.answers[firstPageCallKey(MEMBER_FRAME_CALLS.cartCount)]).toBe(0);
    expect(data.answers[firstPageCallKey(FRAME_CALLS.navList)]).toBeDefined();
    expect(data.answers[firstPageCallKey(HOME_CALLS.floors)]).toBeUndefined();
  });

  it('answers in the language the buyer chose', async () => {
    const data = dataOf((await page('/index', { cookie: `${LANG_COOKIE}=en-US` })).body);
    expect(data.lang).toBe('en-us');
  });

  it('gives the staff console none', async () => {
    expect(dataOf((await page('/workbench')).body).answers).toEqual({});
  });

  it('keeps shop texts from closing the data element', async () => {
    await setConfig(t.database.db, SITE_INFO_KEY, { site_name: '康源</script><b>x' });
    const res = await page('/index');
    expect(res.body).not.toContain('</script><b>');
    const info = dataOf(res.body).answers[firstPageCallKey(FRAME_CALLS.siteInfo)];
    expect(info).toMatchObject({ site_name: '康源</script><b>x' });
  });

  it('compresses the page for a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/index',
      headers: { 'accept-encoding': 'gzip, deflate' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('cookie');
    expect(gunzipSync(res.rawPayload).toString('utf8')).toContain(FIRST_PAGE_DATA_ID);
  });
});

describe('the first page preloads its largest images', () => {
  const adverts = (images: string[], url = '/coupon') => ({
    adv_position: null,
    adv_list: images.map((adv_image) => ({ adv_image, adv_url: { url } })),
  });
  const withCarousel = (images: string[]): FirstPageData => ({
    lang: 'zh-cn',
    answers: { [firstPageCallKey(HOME_CALLS.indexCarousel)]: adverts(images) },
  });

  it("names the home carousel's first image, escaped", () => {
    expect(
      firstPagePreloads('/index', withCarousel(['/upload/a".png', '/upload/b.png']), false),
    ).toBe('<link rel="preload" as="image" fetchpriority="high" href="/upload/a&#34;.png">');
  });

  it("names a goods page's main image", () => {
    const detail = {
      goods_sku_detail: { sku_images: ['/upload/main.png'], sku_image: '/upload/x.png' },
    };
    const data: FirstPageData = {
      lang: 'zh-cn',
      answers: { [firstPageCallKey(goodsPageCall(12))]: detail },
    };
    expect(firstPagePreloads('/sku-12', data, false)).toContain('href="/upload/main.png"');
    expect(firstPagePreloads('/sku-13', data, false)).toBe('');
  });

  it("names the top banner's first advert the viewer sees", () => {
    const data: FirstPageData = {
      lang: 'zh-cn',
      answers: {
        [firstPageCallKey(FRAME_CALLS.topBanner)]: adverts(['/upload/join.png'], '/register'),
      },
    };
    expect(firstPagePreloads('/list', data, false)).toContain('href="/upload/join.png"');
    // A member does not see an advert aimed at visitors: nothing to fetch for it.
    expect(firstPagePreloads('/list', data, true)).toBe('');
  });

  it('names none without images', () => {
    expect(firstPagePreloads('/index', withCarousel([]), false)).toBe('');
    expect(firstPagePreloads('/index', { lang: 'zh-cn', answers: {} }, false)).toBe('');
  });
});
