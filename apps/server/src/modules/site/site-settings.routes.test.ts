import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  setConfig,
  ADDONS_KEY,
  CATEGORY_CONFIG_KEY,
  DEFAULT_IMAGES_KEY,
  WAP_SITE_KEY,
} from '../settings';

describe('site settings routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the seeded default images with exactly the spec fields', async () => {
    const res = await t.call<Record<string, string>>('/api/config/defaultimg');
    expect(res.code).toBe(0);
    expect(Object.keys(res.data).sort()).toEqual([
      'default_brand_img',
      'default_category_img',
      'default_city_img',
      'default_goods_img',
      'default_headimg',
      'default_shop_img',
      'default_store_img',
      'default_supply_img',
    ]);
    expect(res.data.default_goods_img).toBe('/demo/site/default-goods.svg');
    expect(res.data.default_headimg).toBe('/demo/site/default-headimg.svg');
  });

  it('fills default images the shop has not set with empty text', async () => {
    await setConfig(t.database.db, DEFAULT_IMAGES_KEY, { default_goods_img: '/g.png' });
    const res = await t.call<Record<string, string>>('/api/config/defaultimg');
    expect(res.data.default_goods_img).toBe('/g.png');
    expect(res.data.default_brand_img).toBe('');
  });

  it('answers a PNG QR code of the mobile-site address', async () => {
    const res = await t.call<{ url: string; img: string }>('/api/site/wapqrcode');
    expect(res.code).toBe(0);
    expect(res.data.url).toBe('https://m.kangyuan-yy.example.com/');
    expect(res.data.img).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(res.data.img.split(',')[1] ?? '', 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('answers an empty QR code when no mobile address is set', async () => {
    await setConfig(t.database.db, WAP_SITE_KEY, { url: '' });
    const res = await t.call('/api/site/wapqrcode');
    expect(res.data).toEqual({ url: '', img: '' });
    await setConfig(t.database.db, WAP_SITE_KEY, { url: 'https://m.kangyuan-yy.example.com/' });
  });

  it('answers the category menu style and image flag', async () => {
    expect((await t.call('/api/config/categoryconfig')).data).toEqual({ category: 3, img: 1 });
    await setConfig(t.database.db, CATEGORY_CONFIG_KEY, { category: 1, img: 0 });
    expect((await t.call('/api/config/categoryconfig')).data).toEqual({ category: 1, img: 0 });
  });

  it('falls back to style 3 with images when the stored style is invalid', async () => {
    await setConfig(t.database.db, CATEGORY_CONFIG_KEY, { category: 7, img: 1 });
    expect((await t.call('/api/config/categoryconfig')).data).toEqual({ category: 3, img: 1 });
  });

  it('answers every addon flag as 0 or 1', async () => {
    const res = await t.call<Record<string, number>>('/api/addon/addonisexit');
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      seckill: 1,
      coupon: 1,
      servicer: 1,
      pointexchange: 1,
      bundling: 1,
    });
    expect(res.data).toMatchObject({ groupbuy: 1, topic: 1, manjian: 1, multiaccount: 1 });
    await setConfig(t.database.db, ADDONS_KEY, { seckill: 0 });
    const after = await t.call<Record<string, number>>('/api/addon/addonisexit');
    expect(after.data.seckill).toBe(0);
    expect(after.data.coupon).toBe(0);
    expect(Object.values(after.data).every((v) => v === 0 || v === 1)).toBe(true);
  });

  it('matches paths case-insensitively', async () => {
    expect((await t.call('/api/Config/DefaultImg')).code).toBe(0);
  });
});
