import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { defaultSearchWordsQueryOptions } from '../api/get-default-search-words';
import { hotSearchWordsQueryOptions } from '../api/get-hot-search-words';
import { SearchBox } from './search-box';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.pathname + location.search}</output>;
}

function renderBox(path = '/index') {
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  client.setQueryData(hotSearchWordsQueryOptions().queryKey, {
    words: ['阿莫西林', 'Masks'],
    keywords: ['阿莫西林', '口罩'],
  });
  client.setQueryData(defaultSearchWordsQueryOptions().queryKey, { words: '搜索药品名称' });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SearchBox />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const where = () => screen.getByLabelText('where').textContent;

// The first render loads antd, slow on a busy machine.
describe('SearchBox', { timeout: 20_000 }, () => {
  it('shows the shop placeholder, the 50-character limit and the hot words as goods searches', () => {
    renderBox();
    const input = screen.getByRole('combobox', { name: '搜索关键词' });
    expect(input.getAttribute('placeholder')).toBe('搜索药品名称');
    expect(input.getAttribute('maxlength')).toBe('50');
    // A word shown in English still searches the shop's own word.
    expect(screen.getByRole('link', { name: 'Masks' }).getAttribute('href')).toBe(
      `/list?keyword=${encodeURIComponent('口罩')}`,
    );
  });

  it('shows the keyword of the goods list being viewed', () => {
    renderBox(`/list?keyword=${encodeURIComponent('布洛芬')}&page=2`);
    expect(screen.getByRole('combobox', { name: '搜索关键词' })).toHaveProperty('value', '布洛芬');
  });

  it('sends a goods search to /list on Enter', () => {
    renderBox();
    const input = screen.getByRole('combobox', { name: '搜索关键词' });
    fireEvent.change(input, { target: { value: ' 布洛芬 ' } });
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe(`/list?keyword=${encodeURIComponent('布洛芬')}`);
  });
});

const SUGGESTIONS = [
  {
    sku_id: 101,
    goods_name: '阿莫西林胶囊',
    manufacturer: '华北制药股份有限公司',
    highlight: [
      { text: '阿莫西林', hit: true },
      { text: '胶囊', hit: false },
    ],
  },
  {
    sku_id: 102,
    goods_name: '阿莫西林颗粒',
    manufacturer: '',
    highlight: [
      { text: '阿莫西林', hit: true },
      { text: '颗粒', hit: false },
    ],
  },
];

describe('SearchBox suggestions', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    // Only json() is read; a plain promise keeps the answer independent of the fake clock.
    fetchMock = vi.fn(() =>
      Promise.resolve({
        json: () => Promise.resolve({ code: 0, message: '', data: SUGGESTIONS, timestamp: 0 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });

  const type = (value: string) => {
    const input = screen.getByRole('combobox', { name: '搜索关键词' });
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value } });
    return input;
  };
  /** Lets the timers run and the answer arrive and render. */
  const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
  /** 300 ms pass, the call is made, its answer arrives and renders. */
  const settle = async () => {
    await wait(300);
    await wait(20);
    await wait(20);
  };

  it('asks for suggestions only 300 ms after typing stops, once, for the last keyword', async () => {
    renderBox();
    const input = type('a');
    await wait(200);
    fireEvent.change(input, { target: { value: 'amxl' } });
    await wait(299);
    expect(fetchMock).not.toHaveBeenCalled();
    await wait(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(path).toBe('/api/goodssku/searchGoodsByKeyWord');
    expect(JSON.parse(init.body as string)).toMatchObject({ keyword: 'amxl', limit: 10 });
  });

  it('shows the goods names with the matched part highlighted', async () => {
    renderBox();
    const input = type('amxl');
    await settle();
    const options = screen.getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '阿莫西林胶囊华北制药股份有限公司',
      '阿莫西林颗粒',
    ]);
    const mark = options[0]!.querySelector('mark');
    expect(mark?.textContent).toBe('阿莫西林');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('moves through the suggestions with the arrows and opens the chosen one on Enter', async () => {
    renderBox();
    const input = type('amxl');
    await settle();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const list = screen.getByRole('listbox');
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe('阿莫西林颗粒');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    // The maker beside the name tells goods of one name apart.
    expect(within(list).getByRole('option', { selected: true }).textContent).toBe(
      '阿莫西林胶囊华北制药股份有限公司',
    );
    expect(input.getAttribute('aria-activedescendant')).toBe(
      within(list).getByRole('option', { selected: true }).id,
    );
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(where()).toBe('/sku-101');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('Enter without a chosen suggestion searches the list; Escape closes the suggestions', async () => {
    renderBox();
    const input = type('amxl');
    await settle();
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.submit(input.closest('form')!);
    expect(where()).toBe('/list?keyword=amxl');
  });

  it('opens a suggestion on click', async () => {
    renderBox();
    type('amxl');
    await settle();
    fireEvent.mouseDown(screen.getByRole('option', { name: '阿莫西林颗粒' }));
    expect(where()).toBe('/sku-102');
  });

  it('asks nothing for an empty keyword or a shop search', async () => {
    renderBox();
    type('   ');
    await wait(1000);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '搜索类型' }));
    await wait(10);
    fireEvent.click(screen.getByTitle('店铺'));
    type('同仁堂');
    await wait(1000);
    await wait(20);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox', { name: '搜索建议' })).toBeNull();
  });
});
