import { GOODS_BUNDLES_MAX, type GoodsBundle } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import { baseFen } from '@shop/contracts/pricing';
import type { DbExecutor } from '../../db/client';
import { findRunningBundleIdsOfSku, priceBundleItems } from '../pricing';

/**
 * The bundles (组合套餐) holding the SKU that the member can buy now, priced by the cart's own
 * bundle pricing (one call for all): a bundle whose promotion ended, whose goods the member may
 * not buy or whose stock is short of one set is left out. At most GOODS_BUNDLES_MAX.
 */
export async function bundlesOfSku(
  db: DbExecutor,
  memberId: number,
  skuId: number,
): Promise<GoodsBundle[]> {
  // A few spare ids: some may turn out invalid for this member.
  const blIds = await findRunningBundleIdsOfSku(db, skuId, GOODS_BUNDLES_MAX * 4);
  if (blIds.length === 0) return [];
  const priced = await priceBundleItems(
    db,
    memberId,
    blIds.map((blId) => ({ blId, num: 1 })),
  );
  return priced
    .filter((b) => b.valid)
    .slice(0, GOODS_BUNDLES_MAX)
    .map((b) => ({
      bl_id: b.blId,
      bl_name: b.blName,
      bl_price: fenToYuan(b.blPriceFen),
      goods_money: fenToYuan(b.priced.goodsMoneyFen),
      stock: b.stock,
      goods: b.goods.map((g) => ({
        sku_id: g.skuId,
        sku_name: g.skuName,
        sku_image: g.skuImage,
        price: fenToYuan(baseFen(g)),
        num: g.numPerSet,
      })),
    }));
}
