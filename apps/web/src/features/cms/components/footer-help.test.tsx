import type { HelpClass } from '@shop/contracts/cms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { registerAvailableRoutes } from '@/lib/available-routes';
import { helpClassesQueryOptions } from '../api/get-help-classes';
import { FooterHelp } from './footer-help';

afterEach(cleanup);
beforeAll(() => registerAvailableRoutes(['/cms/help', '/cms/help/:listSlug', '/cms/:helpSlug']));

const helpClass = (classId: number, articles: number, linkAt?: number): HelpClass => ({
  class_id: classId,
  class_name: `分类${classId}`,
  child_list: Array.from({ length: articles }, (_, i) => ({
    id: classId * 100 + i,
    title: `文章${classId}-${i}`,
    link_address: i === linkAt ? 'https://www.nmpa.gov.cn/' : '',
  })),
});

function renderFooterHelp(classes: HelpClass[]) {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(helpClassesQueryOptions().queryKey, classes);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <FooterHelp />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FooterHelp', () => {
  it('shows at most 4 classes of at most 4 articles each', () => {
    renderFooterHelp([
      helpClass(1, 6),
      helpClass(2, 2),
      helpClass(3, 4),
      helpClass(4, 5),
      helpClass(5, 3),
    ]);
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['分类1', '分类2', '分类3', '分类4']);
    const columns = screen.getAllByRole('list');
    expect(columns.map((list) => within(list).getAllByRole('listitem').length)).toEqual([
      4, 2, 4, 4,
    ]);
  });

  it('links class headings to their list and articles to their page or their own address', () => {
    renderFooterHelp([helpClass(7, 3, 1)]);
    expect(screen.getByRole('link', { name: '分类7' }).getAttribute('href')).toBe(
      '/cms/help/listother-7',
    );
    expect(screen.getByRole('link', { name: '文章7-0' }).getAttribute('href')).toBe(
      '/cms/help-700',
    );
    const external = screen.getByRole('link', { name: '文章7-1' });
    expect(external.getAttribute('href')).toBe('https://www.nmpa.gov.cn/');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
  });

  it('renders nothing without classes', () => {
    const { container } = renderFooterHelp([]);
    expect(container.innerHTML).toBe('');
  });
});
