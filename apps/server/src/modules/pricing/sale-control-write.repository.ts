import { eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor, DbTransaction } from '../../db/client';
import { invalidateReads } from '../../lib/read-cache';
import { SALE_CONTROL_CACHE_KEY } from './sale-control.service';
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

/** A buyer-type rule as the console's batch sets it (issue 25). */
export type BuyerTypeRule = Pick<
  SaleControlRuleInput,
  'ruleName' | 'allowedLabelIds' | 'viewPrice' | 'notBuyMsg'
>;

/**
 * Sets a goods' rule (at most one per goods), or removes it (`rule` null). Pricing owns the rules;
 * the catalogue's editor writes them through this front door. The caller drops the rules' cache
 * (`forgetSaleControlRules`) after its transaction commits.
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

/**
 * Sells each goods only to the rule's buyer types: a new rule, or the existing one's buyer types,
 * `view_price` and message (its name, regions and licence scopes stay). Answers the goods whose
 * rule changed.
 */
export async function setBuyerTypeRules(
  db: DbExecutor,
  goodsIds: number[],
  rule: BuyerTypeRule,
): Promise<number[]> {
  const rows = await db
    .insert(saleControl)
    .values(goodsIds.map((goodsId) => ({ goodsId, ...rule })))
    .onConflictDoUpdate({
      target: saleControl.goodsId,
      set: {
        allowedLabelIds: sql`excluded.allowed_label_ids`,
        viewPrice: sql`excluded.view_price`,
        notBuyMsg: sql`excluded.not_buy_msg`,
      },
      setWhere: sql`(${saleControl.allowedLabelIds}, ${saleControl.viewPrice}, ${saleControl.notBuyMsg}) is distinct from (excluded.allowed_label_ids, excluded.view_price, excluded.not_buy_msg)`,
    })
    .returning({ goodsId: saleControl.goodsId });
  return rows.map((r) => r.goodsId);
}

/** Removes the goods' sale-control rules; answers the goods that had one. */
export async function removeSaleControlRules(
  db: DbExecutor,
  goodsIds: number[],
): Promise<number[]> {
  const rows = await db
    .delete(saleControl)
    .where(inArray(saleControl.goodsId, goodsIds))
    .returning({ goodsId: saleControl.goodsId });
  return rows.map((r) => r.goodsId);
}

/** After a committed rule change: this process reads the rules afresh (others within the TTL). */
export const forgetSaleControlRules = (db: object) => invalidateReads(db, SALE_CONTROL_CACHE_KEY);
