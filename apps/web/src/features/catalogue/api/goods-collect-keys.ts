/** Query keys of the favourites calls: invalidate `all` after adding or removing one. */
export const goodsCollectKeys = {
  all: ['catalogue', 'goods-collect'] as const,
  check: (goodsId: number | undefined, member: boolean) =>
    ['catalogue', 'goods-collect', 'check', goodsId, member] as const,
  page: (params: object) => ['catalogue', 'goods-collect', 'page', params] as const,
};
