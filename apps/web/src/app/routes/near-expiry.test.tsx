import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { NearExpiryZonePage } from './near-expiry';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const zone = (windowMonths: number, list: unknown[]) => () => ({
  code: 0,
  data: { page_count: list.length ? 1 : 0, count: list.length, list, window_months: windowMonths },
});
const card = {
  sku_id: 21,
  goods_id: 11,
  goods_name: '连花清瘟胶囊',
  sku_name: '连花清瘟胶囊 0.35g*24粒',
  sku_image: '',
  goods_image: '',
  unit: '盒',
  min_buy: 1,
  stock: 100,
  sale_num: 0,
  site_id: 1,
  shop_name: '康源自营店',
  attr_specs: '0.35g*24粒',
  attr_factory: '石家庄以岭药业',
  attr_validity: '24个月',
  approval_number: '国药准字Z20040063',
  goods_label: null,
  near_expiry: { expiry_date: '2027-03-31', stock: 9 },
};

describe('NearExpiryZonePage (ADR 0029)', { timeout: 30_000 }, () => {
  it('says the shop’s window in the heading and lists the zone’s goods', async () => {
    fakeServer({ '/api/goodssku/nearexpiry': zone(6, [card]) });
    renderPage(<NearExpiryZonePage />, { url: '/near-expiry' });
    expect(await screen.findByRole('article', { name: '连花清瘟胶囊' })).toBeTruthy();
    expect(screen.getByText(/效期在 6 个月内的商品/)).toBeTruthy();
    expect(screen.getByText('共 1 件商品')).toBeTruthy();
  });

  it('says the zone is off when the shop set no window, and empty otherwise', async () => {
    fakeServer({ '/api/goodssku/nearexpiry': zone(0, []) });
    renderPage(<NearExpiryZonePage />, { url: '/near-expiry' });
    expect(await screen.findByText('近效期专区暂未开放')).toBeTruthy();
    cleanup();
    fakeServer({ '/api/goodssku/nearexpiry': zone(6, []) });
    renderPage(<NearExpiryZonePage />, { url: '/near-expiry' });
    expect(await screen.findByText('暂无近效期商品')).toBeTruthy();
  });
});
