import type { DbExecutor } from '../../db/client';
import { saleControl } from './sale-control.tables';

/** Every sale-control rule (at most one per goods; a few hundred in a large mall). */
export function findSaleControlRules(db: DbExecutor) {
  return db
    .select({
      goodsId: saleControl.goodsId,
      ruleName: saleControl.ruleName,
      allowedLabelIds: saleControl.allowedLabelIds,
      barredAreaIds: saleControl.barredAreaIds,
      requiredScopes: saleControl.requiredScopes,
      viewPrice: saleControl.viewPrice,
      notBuyMsg: saleControl.notBuyMsg,
    })
    .from(saleControl);
}

export type SaleControlRuleRow = Awaited<ReturnType<typeof findSaleControlRules>>[number];
