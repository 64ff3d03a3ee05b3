import type { Page } from '@shop/contracts/common';

/** An export gathers at most this many rows (a sane cap for a browser-built file). */
export const EXPORT_MAX_ROWS = 10_000;
/** Rows asked per call while exporting (the console's calls cap page_size at 100). */
export const EXPORT_PAGE_SIZE = 100;

export type Gathered<Row> = {
  rows: Row[];
  /** The list's whole count, as the server said on the first page. */
  count: number;
  /** True when the list had more rows than the cap. */
  truncated: boolean;
};

/**
 * Every row of a list under its current filter, page by page, up to `maxRows`. `onProgress`
 * gets the rows gathered so far and how many will be gathered in all. Stops when a page comes
 * back short or empty, so a list that shrinks during the export ends cleanly.
 */
export async function fetchAllPages<Row>(
  fetchPage: (page: number, pageSize: number) => Promise<Page<Row>>,
  options: {
    pageSize?: number;
    maxRows?: number;
    onProgress?: (done: number, total: number) => void;
    signal?: AbortSignal;
  } = {},
): Promise<Gathered<Row>> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const maxRows = options.maxRows ?? EXPORT_MAX_ROWS;
  const rows: Row[] = [];
  let count = 0;
  for (let page = 1; rows.length < maxRows; page += 1) {
    options.signal?.throwIfAborted();
    const answer = await fetchPage(page, pageSize);
    if (page === 1) count = answer.count;
    rows.push(...answer.list.slice(0, maxRows - rows.length));
    options.onProgress?.(rows.length, Math.min(count, maxRows));
    if (answer.list.length < pageSize || page >= answer.page_count) break;
  }
  return { rows, count, truncated: count > rows.length };
}
