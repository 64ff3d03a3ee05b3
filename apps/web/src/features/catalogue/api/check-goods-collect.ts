import { goodsCollectCheckEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasSession } from '@/lib/session';
import { goodsCollectKeys } from './goods-collect-keys';

/** Whether the logged-in member collected the goods (`/api/goodscollect/iscollect`). */
export const checkGoodsCollect = async (goodsId: number): Promise<boolean> =>
  (await apiCall(goodsCollectCheckEndpoint, { goods_id: goodsId })) === 1;

export const goodsCollectCheckQueryOptions = (goodsId: number | undefined) => {
  const member = hasSession();
  return queryOptions({
    queryKey: goodsCollectKeys.check(goodsId, member),
    // A visitor has no favourites: false without a call.
    queryFn: () => (member && goodsId !== undefined ? checkGoodsCollect(goodsId) : false),
    enabled: goodsId !== undefined,
  });
};

/** The collected state of a goods for the star on the detail page; false for a visitor. */
export const useIsGoodsCollected = (goodsId: number | undefined) =>
  useQuery(goodsCollectCheckQueryOptions(goodsId));
