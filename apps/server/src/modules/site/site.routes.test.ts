import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { setConfig, SITE_INFO_KEY } from '../settings';

describe('site routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await setConfig(t.database.db, SITE_INFO_KEY, {
      site_name: '康源医药商城',
      web_phone: '400-800-1234',
    });
  });
  afterAll(() => t.close());

  it('answers site info with every field', async () => {
    const res = await t.call<Record<string, string>>('/api/site/info', {
      app_type: 'pc',
      app_type_name: 'PC',
    });
    expect(res.code).toBe(0);
    expect(res.data.site_name).toBe('康源医药商城');
    expect(res.data.web_phone).toBe('400-800-1234');
    expect(res.data.logo).toBe('');
  });

  it('answers site status 1 while open', async () => {
    const res = await t.call('/api/site/status');
    expect(res).toMatchObject({ code: 0, data: { status: 1 } });
  });
});
