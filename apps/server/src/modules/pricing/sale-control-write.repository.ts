import { eq } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { saleControl } from './sale-control.tables';

/** A goods' sale-control rule as the console's goods editor saves it (issue 25). */
export type SaleControlRuleInput = {
  ruleName: string;
  allowedLabelIds: number[];
  barredAreaIds: number[];
  requiredScopes: string[];
  viewPrice: boolean;
  notBuyMsg: string;
};

/**
 * Sets a goods' rule (at most one per goods), or removes it (`rule` null). Pricing owns the rules;
 * the catalogue's editor writes them through this front door. The caller drops the rules' cache
 * (`SALE_CONTROL_CACHE_KEY`) after its transaction commits.
 */
export async function saveSaleControlRule(
  tx: DbTransaction,
  goodsId: number,
  rule: SaleControlRuleInput | null,
): Promise<void> {
  if (!rule) {
    await tx.delete(saleControl).where(eq(saleControl.goodsId, goodsId));
    return;
  }
  await tx
    .insert(saleControl)
    .values({ goodsId, ...rule })
    .onConflictDoUpdate({ target: saleControl.goodsId, set: rule });
}

/** A goods' rule as the editor loads it, if any. */
export async function findSaleControlRule(db: DbExecutor, goodsId: number) {
  const [row] = await db.select().from(saleControl).where(eq(saleControl.goodsId, goodsId));
  return row;
}
