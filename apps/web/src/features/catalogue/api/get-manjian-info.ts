import { ManjianInfoSchema } from '@shop/contracts/promotion';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '@/lib/api-client';

/** `/manjian/api/manjian/info`: the running full reduction (满减) covering a goods, or null. */
export const getManjianInfo = (goodsId: number) =>
  apiPost('/manjian/api/manjian/info', { goods_id: goodsId }, ManjianInfoSchema);

export const manjianInfoQueryOptions = (goodsId: number) =>
  queryOptions({
    queryKey: ['catalogue', 'manjian-info', goodsId],
    queryFn: () => getManjianInfo(goodsId),
    staleTime: 60_000,
  });

/** Asked only when the buyer may see prices and labels (`enabled`): visitors get nothing. */
export const useManjianInfo = (goodsId: number, enabled: boolean) =>
  useQuery({ ...manjianInfoQueryOptions(goodsId), enabled });
