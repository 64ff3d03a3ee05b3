/** Query keys of the footprint calls: invalidate `all` after deleting. */
export const goodsBrowseKeys = {
  all: ['catalogue', 'goods-browse'] as const,
  pages: (pageSize: number) => ['catalogue', 'goods-browse', 'pages', pageSize] as const,
};
