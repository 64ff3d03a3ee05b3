import type { FloatLayer as FloatLayerConfig } from '@shop/contracts/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { SESSION_FLAG_COOKIE } from '@shop/contracts/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { floatLayerQueryOptions } from '../api/get-float-layer';
import { FloatLayer } from './float-layer';

// The dialog's code is loaded on demand; a busy test run can take over a second to import it.
// The dialog's code loads on demand: the first import in jsdom can take seconds on a busy machine.
const LAZY_DIALOG = { timeout: 15_000 };

afterEach(() => {
  cleanup();
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
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(floatLayerQueryOptions().queryKey, config);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <FloatLayer />
      </MemoryRouter>
    </QueryClientProvider>,
  );
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
});
