/** A paged request as the contract carries it: `page` from 1, `page_size` already capped. */
export type PageQuery = { page: number; page_size: number };

/** The rows of one page: `offset` and `limit` for the query. */
export const pageWindow = (query: PageQuery) => ({
  offset: (query.page - 1) * query.page_size,
  limit: query.page_size,
});

/** The answer's `page_count` for `count` rows. */
export const pageCount = (count: number, query: PageQuery) => Math.ceil(count / query.page_size);
