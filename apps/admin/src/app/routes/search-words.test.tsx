import { fakeServer, renderPage } from '@shop/web-kit/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asStaff } from '@/test/staff';
import { SearchWordsPage } from './search-words';

type Words = {
  hot_words: { word: string; word_en: string }[];
  default_word: string;
  default_word_en: string;
};
const WORDS: Words = {
  hot_words: [
    { word: '感冒灵', word_en: 'Cold relief' },
    { word: '布洛芬', word_en: '' },
  ],
  default_word: '阿莫西林',
  default_word_en: 'Amoxicillin',
};
const GET = '/staff/api/searchwords/get';
const SET = '/staff/api/searchwords/set';
const bodiesOf = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.mock.calls
    .filter(([url]) => url === path)
    .map(([, init]) => JSON.parse(init.body as string) as Record<string, unknown>);
const SAVE = { name: /保\s*存/ };
const valueOf = (label: string) => screen.getByLabelText<HTMLInputElement>(label).value;

/** A server that keeps what is saved, so the refetch after a save answers it. */
function wordsServer(initial: Words) {
  let words = initial;
  return fakeServer({
    [GET]: () => ({ code: 0, data: words }),
    [SET]: (body) => {
      words = body as Words;
      return { code: 0, data: null };
    },
  });
}

describe('SearchWordsPage (issue 27, content)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the words, reorders and edits them, saves the whole form and refetches', async () => {
    const server = wordsServer(WORDS);
    renderPage(asStaff(<SearchWordsPage />));
    expect(await screen.findByDisplayValue('感冒灵')).toBeTruthy();
    expect(valueOf('默认搜索词（中文）')).toBe('阿莫西林');
    expect(valueOf('默认搜索词（英文）')).toBe('Amoxicillin');
    expect(valueOf('第 1 个热搜词的英文名称')).toBe('Cold relief');
    expect(valueOf('第 2 个热搜词（中文）')).toBe('布洛芬');
    expect(screen.getByRole('button', { name: '上移第 1 个热搜词' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(screen.getByRole('button', { name: '上移第 2 个热搜词' }));
    expect(valueOf('第 1 个热搜词（中文）')).toBe('布洛芬');
    expect(valueOf('第 2 个热搜词（中文）')).toBe('感冒灵');
    fireEvent.click(screen.getByRole('button', { name: /添加热搜词/ }));
    fireEvent.change(screen.getByLabelText('第 3 个热搜词（中文）'), {
      target: { value: ' 维生素C ' },
    });
    fireEvent.change(screen.getByLabelText('第 3 个热搜词的英文名称'), {
      target: { value: 'Vitamin C' },
    });
    fireEvent.change(screen.getByLabelText('默认搜索词（英文）'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', SAVE));

    expect(await screen.findByText('搜索词已保存')).toBeTruthy();
    expect(bodiesOf(server, SET)).toMatchObject([
      {
        hot_words: [
          { word: '布洛芬', word_en: '' },
          { word: '感冒灵', word_en: 'Cold relief' },
          { word: '维生素C', word_en: 'Vitamin C' },
        ],
        default_word: '阿莫西林',
        default_word_en: '',
      },
    ]);
    await waitFor(() => expect(bodiesOf(server, GET)).toHaveLength(2));
    await waitFor(() => expect(valueOf('第 3 个热搜词（中文）')).toBe('维生素C'));
  });

  it('refuses an empty Chinese word and sends nothing', async () => {
    const server = wordsServer(WORDS);
    renderPage(asStaff(<SearchWordsPage />));
    fireEvent.click(await screen.findByRole('button', { name: /添加热搜词/ }));
    fireEvent.change(screen.getByLabelText('第 3 个热搜词的英文名称'), {
      target: { value: 'Aspirin' },
    });
    fireEvent.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('请输入中文热搜词')).toBeTruthy();
    expect(bodiesOf(server, SET)).toEqual([]);
  });

  it('stops adding at 50 hot words and refuses a longer list', async () => {
    const many = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ word: `热词${i + 1}`, word_en: '' }));
    const server = wordsServer({ ...WORDS, hot_words: many(50) });
    const view = renderPage(asStaff(<SearchWordsPage />));
    expect(await screen.findByText('已达上限：最多 50 个热搜词')).toBeTruthy();
    expect(screen.getByRole('button', { name: /添加热搜词/ })).toHaveProperty('disabled', true);
    view.unmount();

    const longer = wordsServer({ ...WORDS, hot_words: many(51) });
    renderPage(asStaff(<SearchWordsPage />));
    fireEvent.click(await screen.findByRole('button', SAVE));
    expect(await screen.findByText('热搜词最多 50 个，请删除多余的')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '删除第 51 个热搜词' }));
    fireEvent.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('搜索词已保存')).toBeTruthy();
    expect(bodiesOf(longer, SET)[0]?.hot_words).toHaveLength(50);
    expect(bodiesOf(server, SET)).toEqual([]);
  });

  it('hints when there are no hot words, and shows the server’s refusal as it says it', async () => {
    const server = fakeServer({
      [GET]: () => ({ code: 0, data: { ...WORDS, hot_words: [] } }),
      [SET]: () => ({ code: -1, message: '热搜词「感冒灵」重复', data: null }),
    });
    renderPage(asStaff(<SearchWordsPage />));
    expect(await screen.findByText('暂无热搜词，点击「添加热搜词」添加')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', SAVE));
    expect(await screen.findByText('热搜词「感冒灵」重复')).toBeTruthy();
    expect(bodiesOf(server, SET)).toMatchObject([
      { hot_words: [], default_word: '阿莫西林', default_word_en: 'Amoxicillin' },
    ]);
  });

  it('says when the words cannot be loaded and tries again', async () => {
    let calls = 0;
    fakeServer({
      [GET]: () =>
        ++calls === 1
          ? { code: -1, message: '服务暂不可用', data: null }
          : { code: 0, data: WORDS },
    });
    renderPage(asStaff(<SearchWordsPage />));
    expect(await screen.findByText('搜索词加载失败')).toBeTruthy();
    expect(screen.getByText('服务暂不可用')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /重\s*试/ }));
    expect(await screen.findByDisplayValue('感冒灵')).toBeTruthy();
  });
});
