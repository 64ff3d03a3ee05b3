import { manjianInfoEndpoint } from '@shop/contracts/promotion';
import { apiCall } from '@shop/web-kit/api';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** `/manjian/api/manjian/info`: the running full reduction (满减) covering a goods, or null. */
export const getManjianInfo = (goodsId: number) =>
  apiCall(manjianInfoEndpoint, { goods_id: goodsId });

export const manjianInfoQueryOptions = (goodsId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'manjian-info', goodsId],
    queryFn: () => getManjianInfo(goodsId),
    staleTime: 60_000,
  });

/** Asked only when the buyer may see prices and labels (`enabled`): visitors get nothing. */
export const useManjianInfo = (goodsId: number, enabled: boolean) =>
  useQuery({ ...manjianInfoQueryOptions(goodsId), enabled });
