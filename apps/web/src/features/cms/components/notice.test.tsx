import type { NoticeInfo, NoticePage } from '@shop/contracts/cms';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { noticeInfoQueryOptions } from '../api/get-notice-info';
import { noticePageQueryOptions } from '../api/get-notice-page';
import { NoticeArticle } from './notice-article';
import { NOTICE_PAGE_SIZE, NoticeList } from './notice-list';

const day = (d: number) => Date.UTC(2025, 2, d, 2);

beforeEach(() => {});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(setup: (client: QueryClient) => void, ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  setup(client);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NoticeList', () => {
  it('marks pinned notices, links each to its page and shows its date', () => {
    const page: NoticePage = {
      page_count: 1,
      count: 2,
      list: [
        { id: 4, title: '春节发货安排', is_top: true, create_time: day(10) },
        { id: 2, title: '电子发票上线', is_top: false, create_time: day(3) },
      ],
    };
    renderWith(
      (c) =>
        c.setQueryData(
          noticePageQueryOptions({ page: 1, pageSize: NOTICE_PAGE_SIZE }).queryKey,
          page,
        ),
      <NoticeList page={1} onPageChange={() => undefined} />,
    );
    expect(screen.getByText('共 2 条')).toBeTruthy();
    expect(screen.getAllByText('置顶')).toHaveLength(1);
    expect(screen.getByRole('link', { name: '春节发货安排' }).getAttribute('href')).toBe(
      '/cms/notice-4',
    );
    expect(screen.getByText('2025-03-10')).toBeTruthy();
    expect(screen.getByText('2025-03-03')).toBeTruthy();
  });
});

describe('NoticeArticle', () => {
  it('shows the content as text paragraphs (markup stays text) and its neighbours', () => {
    const notice: NoticeInfo = {
      id: 5,
      title: '系统维护公告',
      is_top: false,
      create_time: day(8),
      content: '第一段\n<img src=x onerror=alert(1)>',
      prev: { id: 4, title: '春节发货安排' },
      next: null,
    };
    const { container } = renderWith(
      (c) => c.setQueryData(noticeInfoQueryOptions(5).queryKey, notice),
      <NoticeArticle id={5} />,
    );
    expect(screen.getByRole('heading', { name: '系统维护公告' })).toBeTruthy();
    expect(screen.getByText('发布时间：2025-03-08')).toBeTruthy();
    expect(screen.getByText('第一段')).toBeTruthy();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('article img')).toBeNull();
    expect(screen.getByRole('link', { name: '春节发货安排' }).getAttribute('href')).toBe(
      '/cms/notice-4',
    );
    expect(screen.getByText('没有了')).toBeTruthy();
  });
});
