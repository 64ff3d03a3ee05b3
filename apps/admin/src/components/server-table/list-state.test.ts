import { describe, expect, it } from 'vitest';
import { listBody, readListState, writeListState, type ListStateOptions } from './list-state';

const options: ListStateOptions = {
  filters: ['status', 'start_date', 'end_date'],
  sortFields: ['create_time', 'order_money'],
  defaultSort: { field: 'create_time', order: 'desc' },
};
const params = (query: string) => new URLSearchParams(query);

describe('readListState', () => {
  it('reads page, size, sort, search and the declared filters', () => {
    expect(
      readListState(
        params('page=3&page_size=50&sort=order_money&order=asc&q=%20DD123%20&status=paid&x=1'),
        options,
      ),
    ).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'order_money', order: 'asc' },
      search: 'DD123',
      filters: { status: 'paid' },
    });
  });

  it('falls back to the defaults for an empty query string', () => {
    expect(readListState(params(''), options)).toEqual({
      page: 1,
      pageSize: 20,
      sort: { field: 'create_time', order: 'desc' },
      search: '',
      filters: {},
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=2.5', { page: 1 }],
    ['page_size=33', { pageSize: 20 }],
    ['page_size=100000', { pageSize: 20 }],
    ['sort=password&order=asc', { sort: { field: 'create_time', order: 'desc' } }],
    ['sort=order_money&order=sideways', { sort: { field: 'order_money', order: 'desc' } }],
    ['status=%20%20', { filters: {} }],
  ])('ignores the bad value in %s', (query, expected) => {
    expect(readListState(params(query), options)).toMatchObject(expected);
  });

  it('has no sort without a default and allow-list', () => {
    expect(readListState(params('sort=create_time')).sort).toBeNull();
  });
});

describe('writeListState', () => {
  it('goes back to page 1 when a filter, the search or the sort changes', () => {
    const at3 = params('page=3&status=paid');
    expect(writeListState(at3, { filters: { status: 'shipped' } }, options).toString()).toBe(
      'status=shipped',
    );
    expect(writeListState(at3, { search: 'DD1' }, options).toString()).toBe('status=paid&q=DD1');
    expect(
      writeListState(at3, { sort: { field: 'order_money', order: 'asc' } }, options).toString(),
    ).toBe('status=paid&sort=order_money&order=asc');
  });

  it('keeps the other filters and keys of the page, and changes only the page on paging', () => {
    expect(
      writeListState(params('tab=2&status=paid&page_size=50'), { page: 4 }, options).toString(),
    ).toBe('tab=2&status=paid&page_size=50&page=4');
  });

  it('leaves defaults and cleared filters out of the address', () => {
    const next = writeListState(
      params('page=2&page_size=50&sort=order_money&order=asc&status=paid'),
      {
        pageSize: 20,
        sort: { field: 'create_time', order: 'desc' },
        filters: { status: null, end_date: '' },
      },
      options,
    );
    expect(next.toString()).toBe('');
  });

  it('ignores a filter the list does not declare', () => {
    expect(writeListState(params(''), { filters: { member_id: '5' } }, options).toString()).toBe(
      '',
    );
  });

  it('round-trips through readListState', () => {
    const state = {
      page: 2,
      pageSize: 100,
      sort: { field: 'order_money', order: 'asc' as const },
      search: '张三',
      filters: { start_date: '2026-11-01', end_date: '2026-11-26' },
    };
    const written = writeListState(params(''), state, options);
    expect(readListState(written, options)).toEqual(state);
  });
});

describe('listBody', () => {
  it('sends paging, sort, search and filters under the call field names', () => {
    const state = readListState(params('page=2&q=abc&status=paid&sort=order_money'), options);
    expect(listBody(state, { ...options, searchField: 'order_no' })).toEqual({
      page: 2,
      page_size: 20,
      status: 'paid',
      sort: 'order_money',
      order: 'desc',
      order_no: 'abc',
    });
  });

  it('names the sort fields as the call does', () => {
    const state = readListState(params('sort=order_money&order=asc'), options);
    expect(listBody(state, { ...options, sortFieldKey: 'order', sortOrderKey: 'sort' })).toEqual({
      page: 1,
      page_size: 20,
      order: 'order_money',
      sort: 'asc',
    });
  });

  it('leaves out search and sort when unset', () => {
    expect(listBody(readListState(params('')))).toEqual({ page: 1, page_size: 20 });
  });
});
