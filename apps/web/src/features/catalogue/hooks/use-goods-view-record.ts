import { useEffect, useRef } from 'react';
import { addGoodsBrowse } from '../api/add-goods-browse';
import { modifyGoodsClicks } from '../api/modify-goods-clicks';

/**
 * Counts one view of a goods (`/api/goods/modifyclicks`) and, for a member, records a footprint
 * (`/api/goodsbrowse/add`, which sends nothing for a visitor): once per goods shown, so
 * switching between the SKUs of one goods or a re-render never counts twice. Failures are
 * ignored: the page never depends on them.
 */
export function useGoodsViewRecord(goods: { goods_id: number; sku_id: number } | undefined) {
  const recorded = useRef<number | null>(null);
  const goodsId = goods?.goods_id;
  const skuId = goods?.sku_id;
  useEffect(() => {
    if (goodsId === undefined || skuId === undefined || recorded.current === goodsId) return;
    recorded.current = goodsId;
    modifyGoodsClicks(skuId).catch(() => undefined);
    addGoodsBrowse({ goods_id: goodsId, sku_id: skuId });
  }, [goodsId, skuId]);
}
