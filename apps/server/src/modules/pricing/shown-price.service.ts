import type { DbExecutor } from '../../db/client';
import { viewerOf } from '../auth';
import { baseFen } from '@shop/contracts/pricing';
import { buyerGradesOf, buyerPairOf } from './buyer-price.service';
import { mayViewPrice, saleControlOf } from './sale-control.service';

/**
 * The unit price, in fen, that a member sees for a SKU on its goods page and cards: the member
 * price when lower than the price (spec §6, `baseFen`, the rule the catalogue's cards and detail
 * show), the buyer-type or level price in its place (ADR 0021); null when the goods' sale control hides prices from this member (ADR 0004). For what is
 * kept for one member, such as a goods card sent in chat.
 */
export async function skuPriceSeenBy(
  db: DbExecutor,
  memberId: number,
  sku: { skuId: number; goodsId: number; priceFen: number; memberPriceFen: number | null },
): Promise<number | null> {
  const viewer = await viewerOf(db, { memberId });
  if (viewer === null) return null;
  const verdict = (await saleControlOf(db, viewer, [sku.goodsId])).get(sku.goodsId);
  if (!mayViewPrice(viewer, verdict)) return null;
  return baseFen(buyerPairOf(sku, await buyerGradesOf(db, viewer, [sku.skuId])));
}
