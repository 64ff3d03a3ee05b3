import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { defaultSearchWordsQueryOptions } from '../api/get-default-search-words';
import { hotSearchWordsQueryOptions } from '../api/get-hot-search-words';
import { SearchBox } from './search-box';

afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderBox() {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(hotSearchWordsQueryOptions().queryKey, { words: ['阿莫西林', '口罩'] });
  client.setQueryData(defaultSearchWordsQueryOptions().queryKey, { words: '搜索药品名称' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/index']}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByLabelText('where').textContent;

describe('SearchBox', () => {
  it('shows the shop placeholder, the 50-character limit and the hot words as goods searches', () => {
    renderBox();
    const input = screen.getByRole('textbox', { name: '搜索关键词' });
    expect(input.getAttribute('placeholder')).toBe('搜索药品名称');
    expect(input.getAttribute('maxlength')).toBe('50');
    expect(screen.getByRole('link', { name: '口罩' }).getAttribute('href')).toBe(
      `/list?keyword=${encodeURIComponent('口罩')}`,
    );
  });

  it('sends a goods search to /list on Enter', () => {
    renderBox();
    const input = screen.getByRole('textbox', { name: '搜索关键词' });
    fireEvent.change(input, { target: { value: ' 布洛芬 ' } });
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe(`/list?keyword=${encodeURIComponent('布洛芬')}`);
  });
});
