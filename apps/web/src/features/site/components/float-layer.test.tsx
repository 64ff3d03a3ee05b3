import type { FloatLayer as FloatLayerConfig } from '@shop/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { floatLayerQueryOptions } from '../api/get-float-layer';
import { FloatLayer } from './float-layer';

// The dialog's code is loaded on demand; a busy test run can take over a second to import it.
// The dialog's code loads on demand: the first import in jsdom can take seconds on a busy machine.
const LAZY_DIALOG = { timeout: 15_000 };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${SESSION_FLAG_COOKIE}=; path=/; max-age=0`;
});
beforeEach(() => localStorage.clear());

const DAY = 86_400_000;
const layer = (type: 1 | 2 | 3): FloatLayerConfig => ({
  is_show: 1,
  type,
  startTime: Date.now() - DAY,
  endTime: Date.now() + DAY,
  img_url: '/demo/footer/float-layer.svg',
  link: { url: 'https://example.com/promo' },
  title: '新客户注册 首单立享专属优惠',
});

function renderLayer(config: FloatLayerConfig, path = '/index') {
  return renderPage(config, path);
}

/**
 * The layer beside a search box of the page, as in the header; its setting already at hand, or
 * (`preset` false) still on its way: the test hands it over.
 */
function renderPage(config: FloatLayerConfig, path = '/index', { preset = true } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  if (preset) client.setQueryData(floatLayerQueryOptions().queryKey, config);
  else vi.stubGlobal('fetch', () => new Promise<never>(() => undefined));
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <input aria-label="搜索关键词" />
        <FloatLayer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, client };
}

describe('FloatLayer', { timeout: 30_000 }, () => {
  it('shows a type-1 layer with its link and a close button once, then never again in this browser', async () => {
    const config = layer(1);
    renderLayer(config);
    const image = await screen.findByAltText('新客户注册 首单立享专属优惠', {}, LAZY_DIALOG);
    expect(image.closest('a')?.getAttribute('href')).toBe('https://example.com/promo');
    expect(image.closest('a')?.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('button', { name: '关闭活动弹窗' })).toBeTruthy();
    cleanup();
    renderLayer(config);
    expect(screen.queryByAltText('新客户注册 首单立享专属优惠')).toBeNull();
  });

  it('shows a type-2 layer on every visit', async () => {
    const config = layer(2);
    renderLayer(config);
    await screen.findByAltText('新客户注册 首单立享专属优惠', {}, LAZY_DIALOG);
    cleanup();
    renderLayer(config);
    expect(await screen.findByAltText('新客户注册 首单立享专属优惠', {}, LAZY_DIALOG)).toBeTruthy();
  });

  it('does not show outside its time window', () => {
    renderLayer({ ...layer(2), endTime: Date.now() - 1 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows on the home page only', async () => {
    renderLayer(layer(2), '/list?keyword=x');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not show a registration layer to a member, but shows other layers', async () => {
    document.cookie = `${SESSION_FLAG_COOKIE}=1; path=/`;
    renderLayer({ ...layer(2), link: { url: '/register' } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    renderLayer(layer(2));
    expect(await screen.findByAltText('新客户注册 首单立享专属优惠', {}, LAZY_DIALOG)).toBeTruthy();
  });

  it('never opens over a user already typing, and shows on a later visit instead', async () => {
    const config = layer(1);
    // The layer's setting arrives late (a slow network): the visitor is typing by then.
    const late = renderPage(config, '/index', { preset: false });
    const search = screen.getByRole('textbox', { name: '搜索关键词' });
    fireEvent.keyDown(search, { key: 'a' });
    fireEvent.change(search, { target: { value: 'amxl' } });
    search.blur();
    late.client.setQueryData(floatLayerQueryOptions().queryKey, config);
    await import('./float-layer-dialog');
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByAltText('新客户注册 首单立享专属优惠')).toBeNull();
    cleanup();

    // A field in use when the layer would open: no layer either.
    const focused = document.body.appendChild(document.createElement('input'));
    focused.focus();
    renderPage(config);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByAltText('新客户注册 首单立享专属优惠')).toBeNull();
    expect(document.activeElement).toBe(focused);
    cleanup();
    focused.remove();

    // Never shown, so not remembered: the next visit of an idle visitor gets it.
    renderPage(config);
    expect(await screen.findByAltText('新客户注册 首单立享专属优惠', {}, LAZY_DIALOG)).toBeTruthy();
  });

  it('steps aside for a field of the page that takes the focus, which keeps it', async () => {
    renderPage(layer(2));
    await screen.findByAltText('新客户注册 首单立享专属优惠', {}, LAZY_DIALOG);
    const search = screen.getByRole('textbox', { name: '搜索关键词' });
    search.focus();
    // the layer closes (jsdom never ends antd's leave motion: it stays leaving)
    await waitFor(() => expect(screen.getByRole('dialog').className).toMatch(/-leave/));
    expect(document.activeElement).toBe(search);
  });
});
