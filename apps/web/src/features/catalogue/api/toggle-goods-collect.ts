import { goodsCollectAddEndpoint, goodsCollectDeleteEndpoint } from '@shop/contracts/catalogue';
import { apiCall } from '@shop/web-kit/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { toastOnError } from '@/lib/toast-on-error';
import { goodsCollectKeys } from './goods-collect-keys';

export const addGoodsCollect = (body: { goods_id: number; sku_id: number }) =>
  apiCall(goodsCollectAddEndpoint, body);

/** Answers 1 when removed, 0 when it was not collected. */
export const deleteGoodsCollect = (goodsId: number) =>
  apiCall(goodsCollectDeleteEndpoint, { goods_id: goodsId });

export type ToggleGoodsCollectInput = {
  goods_id: number;
  sku_id: number;
  /** The current state: true removes the favourite, false adds it. */
  collected: boolean;
};

const toggle = async ({ goods_id, sku_id, collected }: ToggleGoodsCollectInput) => {
  if (collected) await deleteGoodsCollect(goods_id);
  else await addGoodsCollect({ goods_id, sku_id });
  return !collected;
};

/**
 * Collects or uncollects a goods; toasts 收藏成功 / 已取消收藏 and refreshes the star and the
 * favourites page. Failures show the server's message.
 */
export function useToggleGoodsCollect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toastOnError(toggle),
    onSuccess: async (collected) => {
      toast.success(
        i18n.t(collected ? 'member-goods:collect.added' : 'member-goods:collect.removed'),
      );
      await queryClient.invalidateQueries({ queryKey: goodsCollectKeys.all });
    },
  });
}
