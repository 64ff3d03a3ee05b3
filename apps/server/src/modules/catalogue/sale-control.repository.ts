import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { saleControl } from '../../db/schema';

/** The sale-control rules of the given goods (at most one per goods). */
export function findSaleControlRules(db: DbExecutor, goodsIds: number[]) {
  if (goodsIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      goodsId: saleControl.goodsId,
      ruleName: saleControl.ruleName,
      allowedLabelIds: saleControl.allowedLabelIds,
      viewPrice: saleControl.viewPrice,
      notBuyMsg: saleControl.notBuyMsg,
    })
    .from(saleControl)
    .where(inArray(saleControl.goodsId, goodsIds));
}

export type SaleControlRuleRow = Awaited<ReturnType<typeof findSaleControlRules>>[number];
