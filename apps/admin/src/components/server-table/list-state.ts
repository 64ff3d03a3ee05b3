/**
 * The state of a server-paged list (issue 15: "its tables page, sort and filter on the server,
 * and the filter state lives in the URL"), read from and written to the page's query string, so a
 * list can be reloaded, shared and returned to with the browser's back button as it was left.
 * Pure functions here; `useListState` binds them to the router.
 *
 * URL keys: `page`, `page_size`, `sort` and `order` (asc | desc), `q` (the search box) and one key
 * per declared filter. Values a URL may carry but the list does not accept (a page of 0, a sort
 * column off the allow-list, an unknown page size) fall back to the defaults.
 */
export type SortOrder = 'asc' | 'desc';
export type ListSort = { field: string; order: SortOrder };

export type ListStateOptions = {
  /** The URL keys that are filters, sent to the call under the same names. */
  filters?: readonly string[];
  /** Sortable columns (an allow-list, as the server's). */
  sortFields?: readonly string[];
  defaultSort?: ListSort;
  defaultPageSize?: number;
  /** The body field the search box fills (`keyword` unless the call names it otherwise). */
  searchField?: string;
  /** The body fields of the sort column and its direction (`sort` and `order` by default). */
  sortFieldKey?: string;
  sortOrderKey?: string;
};

export type ListState = {
  page: number;
  pageSize: number;
  sort: ListSort | null;
  search: string;
  filters: Record<string, string>;
};

/** A change to the list: anything but the page itself sends it back to page 1. */
export type ListPatch = Partial<Omit<ListState, 'filters'>> & {
  /** Filters to set; an empty string or null clears one. */
  filters?: Record<string, string | null | undefined>;
};

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;
const MAX_PAGE = 100_000;

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_PAGE ? n : null;
};

/** The list state a query string describes. */
export function readListState(params: URLSearchParams, options: ListStateOptions = {}): ListState {
  const defaultSize = options.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const size = positiveInt(params.get('page_size'));
  const field = params.get('sort');
  const order = params.get('order');
  const sort =
    field && options.sortFields?.includes(field)
      ? { field, order: order === 'asc' ? ('asc' as const) : ('desc' as const) }
      : (options.defaultSort ?? null);
  const filters: Record<string, string> = {};
  for (const key of options.filters ?? []) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    pageSize:
      size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : defaultSize,
    sort,
    search: params.get('q')?.trim() ?? '',
    filters,
  };
}

/**
 * The query string after a change. Keys of other things on the page are kept; defaults are left
 * out so a fresh list has a clean address; any change but the page goes back to page 1.
 */
export function writeListState(
  params: URLSearchParams,
  patch: ListPatch,
  options: ListStateOptions = {},
): URLSearchParams {
  const current = readListState(params, options);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) =>
    value ? next.set(key, value) : next.delete(key);

  const page = patch.page ?? (Object.keys(patch).length > 0 ? 1 : current.page);
  set('page', page > 1 ? String(page) : null);
  const pageSize = patch.pageSize ?? current.pageSize;
  set(
    'page_size',
    pageSize !== (options.defaultPageSize ?? DEFAULT_PAGE_SIZE) ? String(pageSize) : null,
  );
  if ('sort' in patch) {
    const sort = patch.sort;
    const isDefault =
      sort?.field === options.defaultSort?.field && sort?.order === options.defaultSort?.order;
    set('sort', sort && !isDefault ? sort.field : null);
    set('order', sort && !isDefault ? sort.order : null);
  }
  if (patch.search !== undefined) set('q', patch.search.trim() || null);
  for (const [key, value] of Object.entries(patch.filters ?? {}))
    if (options.filters?.includes(key)) set(key, value?.trim() || null);
  return next;
}

/**
 * The call's body for a list state: `page`, `page_size`, the sort column and direction, the
 * search text and the filters, leaving out what is unset (the server's defaults apply).
 */
export function listBody(
  state: ListState,
  options: ListStateOptions = {},
): Record<string, string | number> {
  const body: Record<string, string | number> = {
    page: state.page,
    page_size: state.pageSize,
    ...state.filters,
  };
  if (state.sort) {
    body[options.sortFieldKey ?? 'sort'] = state.sort.field;
    body[options.sortOrderKey ?? 'order'] = state.sort.order;
  }
  if (state.search) body[options.searchField ?? 'keyword'] = state.search;
  return body;
}
