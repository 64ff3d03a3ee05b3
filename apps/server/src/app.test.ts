import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setConfig, SITE_INFO_KEY, SITE_STATUS_KEY } from './modules/settings';
import { createTestApp, type TestApp } from './test/test-app';

describe('API contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('matches paths case-insensitively', async () => {
    const res = await t.call('/API/Site/Status');
    expect(res.code).toBe(0);
  });

  it('answers an unknown call with code -1 and HTTP 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nothing/here', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: -1, message: '接口不存在', data: null });
  });

  it('answers malformed JSON with a clear message and no stack', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/info',
      payload: '{"app_type": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(-1);
    expect(body.message).toBe('请求格式错误，请提交 JSON');
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });

  it('refuses a body over the limit', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/site/info',
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: -1, message: '请求内容过大' });
  });

  it('validates base fields and names the field in the request language', async () => {
    const res = await t.call('/api/site/info', { token: 'x'.repeat(500) });
    expect(res).toMatchObject({ code: -1, message: '参数错误：token 不能超过 128 个字符' });
    const en = await t.call('/api/site/info', { token: 7, lang: 'en-us' });
    expect(en.message).toBe('Invalid parameters: token has the wrong type');
    const array = await t.app.inject({
      method: 'POST',
      url: '/api/site/info',
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(array.json()).toMatchObject({ code: -1, message: '参数错误：请求内容应为 JSON 对象' });
  });

  it('accepts a POST without a body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site/status' });
    expect(res.json()).toMatchObject({ code: 0 });
  });

  it('answers in English when asked', async () => {
    const res = await t.call('/api/nothing', { lang: 'en-us' });
    expect(res.message).toBe('No such call');
    const viaHeader = await t.call('/api/nothing', {}, { 'accept-language': 'en-US,en;q=0.9' });
    expect(viaHeader.message).toBe('No such call');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/site/status', payload: {} });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('closes and reopens with the staff setting in the database', async () => {
    await setConfig(t.database.db, SITE_STATUS_KEY, { closed: true });
    expect(await t.call('/api/site/info')).toMatchObject({
      code: -3,
      message: '站点维护中，暂停访问',
    });
    await setConfig(t.database.db, SITE_STATUS_KEY, { closed: false });
    expect((await t.call('/api/site/info')).code).toBe(0);
  });

  it('answers a missing file with a plain 404, not the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/upload/qualification/none.png' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/plain');
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/site/info');
  });
});

describe('site closed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SHOP_CLOSED: '1' } });
  });
  afterAll(() => t.close());

  it('answers every call with code -3', async () => {
    for (const url of ['/api/site/info', '/api/site/status']) {
      const res = await t.call(url);
      expect(res.code).toBe(-3);
    }
  });
});

describe('a page address or an API path', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-web-'));
    await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shop app</title>');
    t = await createTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDist, { recursive: true, force: true });
  });

  it('answers GET on an API path, addon-prefixed or not, with the envelope', async () => {
    for (const url of [
      '/servicer/api/workbench/info',
      '/coupon/api/coupon/num',
      '/pc/api/pc/floors',
      '/multiaccount/api/MultiAccount/lists',
      '/api/site/info?x=1',
      '/api/no/such/call',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.json(), url).toMatchObject({ code: -1, message: '接口仅支持 POST 请求' });
    }
    const en = await t.app.inject({
      method: 'GET',
      url: '/coupon/api/coupon/num',
      headers: { 'accept-language': 'en-US' },
    });
    expect(en.json()).toMatchObject({ code: -1, message: 'Calls must be made with POST' });
  });

  it('answers an unknown addon-prefixed POST as no such call', async () => {
    const res = await t.call('/coupon/api/nothing/here');
    expect(res).toMatchObject({ code: -1, message: '接口不存在' });
  });

  it('titles the page with the shop name, escaped, before the app has loaded', async () => {
    await setConfig(t.database.db, SITE_INFO_KEY, { site_name: '康源医药<批发>&"商城"' });
    const res = await t.app.inject({ method: 'GET', url: '/index' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>康源医药&#60;批发&#62;&#38;&#34;商城&#34;</title>');
    await setConfig(t.database.db, SITE_INFO_KEY, { site_name: '' });
    expect((await t.app.inject({ method: 'GET', url: '/index' })).body).toContain(
      '<title>shop app</title>',
    );
  });

  it('serves the app for page addresses and a plain 404 for a missing file', async () => {
    for (const url of ['/member/index', '/sku-12', '/list?keyword=api', '/help/detail/api']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<title>shop app</title>');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.headers['content-type']).toContain('text/plain');
  });
});
