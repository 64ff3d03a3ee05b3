import type { DbTransaction } from '../../db/client';
import { returnGoodsStock, returnSkuStock } from '../catalogue';
import { returnPromotionStock } from '../pricing';
import { findOrderStockLines } from './order-stock.repository';

/**
 * Puts an order's units back (an unpaid order closed): SKU and goods stock and sales, and the
 * promotional units into the promotion's own stock where it keeps one.
 */
export async function returnOrderStock(tx: DbTransaction, orderId: number): Promise<void> {
  const lines = await findOrderStockLines(tx, orderId);
  const bySku = new Map<number, number>();
  const byGoods = new Map<number, number>();
  for (const l of lines) {
    bySku.set(l.skuId, (bySku.get(l.skuId) ?? 0) + l.num);
    byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.num);
  }
  await returnSkuStock(tx, bySku);
  await returnGoodsStock(tx, byGoods);
  for (const l of lines) {
    if (l.promotionId === null || l.promotionNum <= 0 || l.promotionType === 'exchange') continue;
    await returnPromotionStock(tx, {
      promotionId: l.promotionId,
      goodsId: l.goodsId,
      skuId: l.skuId,
      num: l.promotionNum,
    });
  }
}
