import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import type { ServicerConfig } from '@shop/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { ADDON_NAMES, type AddonFlags } from '@shop/contracts/site';
import { addonFlagsQueryOptions } from '../api/get-addon-flags';
import { servicerConfigQueryOptions } from '../api/get-servicer-config';
import { siteInfoQueryOptions } from '../api/get-site-info';
import { SideToolbar } from './side-toolbar';

afterEach(() => {
  cleanup();
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
});

const allAddons = Object.fromEntries(ADDON_NAMES.map((name) => [name, 1])) as AddonFlags;

function renderToolbar(
  servicer: ServicerConfig,
  cartCount = 0,
  addons: AddonFlags = allAddons,
  onOpenService: () => void = () => undefined,
) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(servicerConfigQueryOptions().queryKey, servicer);
  client.setQueryData(addonFlagsQueryOptions().queryKey, addons);
  client.setQueryData(siteInfoQueryOptions().queryKey, {
    site_name: '康源医药批发商城',
    logo: '',
    web_phone: '400-826-1588',
    web_email: 'service@kangyuan-yy.example.com',
    site_tel: '',
    seo_title: '',
    seo_description: '',
    seo_keywords: '',
    web_qrcode: '',
  });
  return render(
    <QueryClientProvider client={client}>
      <App>
        <MemoryRouter>
          <SideToolbar cartCount={cartCount} onOpenService={onOpenService} />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
}

const on: ServicerConfig = { open: 1, system: 1, open_pc: 1, open_url: '' };

describe('SideToolbar', () => {
  it('offers customer service only when it is open for the PC site', () => {
    renderToolbar({ ...on, open_pc: 0 });
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
    cleanup();
    renderToolbar({ ...on, open: 0 });
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
    cleanup();
    renderToolbar(on);
    expect(screen.getByRole('button', { name: '在线客服' })).toBeTruthy();
  });

  it('warns a visitor "您还未登录" instead of opening customer service', async () => {
    let opened = 0;
    renderToolbar(on, 0, allAddons, () => (opened += 1));
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(await screen.findByText('您还未登录')).toBeTruthy();
    expect(opened).toBe(0);
  });

  it('opens the chat for a member', () => {
    document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`;
    let opened = 0;
    renderToolbar(on, 0, allAddons, () => (opened += 1));
    fireEvent.click(screen.getByRole('button', { name: '在线客服' }));
    expect(opened).toBe(1);
  });

  it('shows the cart with its count and the member shortcuts of spec §2', () => {
    renderToolbar(on, 7);
    expect(screen.getByRole('link', { name: '购物车' }).getAttribute('href')).toBe('/cart');
    expect(screen.getByRole('link', { name: '购物车' }).textContent).toContain('7');
    const shortcuts = {
      我的订单: '/member/order_list',
      我的足迹: '/member/footprint',
      我的关注: '/member/collection',
      我的优惠券: '/member/my_coupon',
    };
    for (const [name, href] of Object.entries(shortcuts)) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('hides the coupon and service entries when the shop runs neither addon', () => {
    renderToolbar(on, 0, { ...allAddons, coupon: 0, servicer: 0 });
    expect(screen.queryByRole('link', { name: '我的优惠券' })).toBeNull();
    expect(screen.queryByRole('button', { name: '在线客服' })).toBeNull();
    expect(screen.getByRole('link', { name: '我的订单' })).toBeTruthy();
  });

  it('shows back to top only after scrolling more than 300 px', () => {
    renderToolbar(on);
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: '返回顶部' })).toBeTruthy();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: '返回顶部' })).toBeNull();
  });
});
