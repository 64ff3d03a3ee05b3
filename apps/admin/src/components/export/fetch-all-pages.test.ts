import { describe, expect, it, vi } from 'vitest';
import { fetchAllPages } from './fetch-all-pages';

/** A fake list of `count` numbered rows, paged like the server. */
const list = (count: number) =>
  vi.fn(async (page: number, pageSize: number) => {
    const all = Array.from({ length: count }, (_, i) => i + 1);
    return {
      count,
      page_count: Math.ceil(count / pageSize),
      list: all.slice((page - 1) * pageSize, page * pageSize),
    };
  });

describe('fetchAllPages', () => {
  it('gathers every page in order and reports progress', async () => {
    const fetchPage = list(250);
    const progress: [number, number][] = [];
    const result = await fetchAllPages(fetchPage, {
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(result.rows).toHaveLength(250);
    expect(result.rows.at(-1)).toBe(250);
    expect(result).toMatchObject({ count: 250, truncated: false });
    expect(fetchPage.mock.calls).toEqual([
      [1, 100],
      [2, 100],
      [3, 100],
    ]);
    expect(progress).toEqual([
      [100, 250],
      [200, 250],
      [250, 250],
    ]);
  });

  it('stops at the cap and says the file is cut short', async () => {
    const fetchPage = list(1000);
    const result = await fetchAllPages(fetchPage, { maxRows: 150 });
    expect(result.rows).toHaveLength(150);
    expect(result).toMatchObject({ count: 1000, truncated: true });
    expect(fetchPage).toHaveBeenCalledTimes(2);
  });

  it('makes one call for an empty list', async () => {
    const fetchPage = list(0);
    await expect(fetchAllPages(fetchPage)).resolves.toEqual({
      rows: [],
      count: 0,
      truncated: false,
    });
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(fetchAllPages(list(10), { signal: controller.signal })).rejects.toThrow();
  });
});
