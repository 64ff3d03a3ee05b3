import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { registerAvailableRoutes } from '@/lib/available-routes';
import { navListQueryOptions } from '../api/get-nav-list';
import { NavBar } from './nav-bar';

afterEach(cleanup);
beforeAll(() => registerAvailableRoutes(['/index', '/cms/help']));

const entries = [
  { id: 1, nav_title: '首页', nav_icon: '', nav_url: '{"url":"/index"}', is_blank: 0 as const },
  { id: 2, nav_title: '品牌专区', nav_icon: '', nav_url: '{"url":"/brand"}', is_blank: 0 as const },
  {
    id: 3,
    nav_title: '帮助中心',
    nav_icon: '',
    nav_url: '{"url":"/cms/help"}',
    is_blank: 1 as const,
  },
  {
    id: 4,
    nav_title: '药品查询',
    nav_icon: '',
    nav_url: '{"url":"https://example.com/q"}',
    is_blank: 1 as const,
  },
  {
    id: 5,
    nav_title: '坏链接',
    nav_icon: '',
    nav_url: '{"url":"javascript:alert(1)"}',
    is_blank: 0 as const,
  },
];

function renderAt(path: string) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(navListQueryOptions().queryKey, entries);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <NavBar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NavBar', () => {
  it('shows entries with a page or an external address, hiding missing pages and unsafe links', () => {
    renderAt('/index');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual([
      '首页',
      '帮助中心',
      '药品查询',
    ]);
  });

  it('opens is_blank entries in a new tab without a handle on this page', () => {
    renderAt('/index');
    const external = screen.getByRole('link', { name: '药品查询' });
    expect(external.getAttribute('href')).toBe('https://example.com/q');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('link', { name: '帮助中心' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('target')).toBeNull();
  });

  it('highlights the entry of the current route', () => {
    renderAt('/cms/help');
    expect(screen.getByRole('link', { name: '帮助中心' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBeNull();
  });
});
