import type { SaleControl } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { cachedRead } from '../../lib/read-cache';
import { findSaleControlRules, type SaleControlRuleRow } from './sale-control.repository';
import type { Viewer } from '../auth';

/** What a member may do with goods without a rule: buy it and see its price. */
export const FREE_SALE: SaleControl = { is_member_by: true, view_price: true, not_buy_msg: '' };

export type SaleControlVerdict = SaleControl & { rule_name: string };

/**
 * The sale control (控销) of one rule for a member (docs/adr/0004-sale-control.md): a member whose
 * label the rule allows buys and sees the price; any other member may not buy, sees the price only
 * when the rule's `view_price` says so, and reads the rule's `not_buy_msg`.
 */
export function verdictOf(rule: SaleControlRuleRow, labelId: number | null): SaleControlVerdict {
  if (labelId !== null && rule.allowedLabelIds.includes(labelId))
    return { ...FREE_SALE, rule_name: rule.ruleName };
  return {
    is_member_by: false,
    view_price: rule.viewPrice,
    not_buy_msg: rule.notBuyMsg,
    rule_name: rule.ruleName,
  };
}

export const SALE_CONTROL_CACHE_KEY = 'sale-control-rules';

/**
 * The rules by goods id, read once per few seconds per process (every member's goods list needs
 * them); staff changes reach every process within the cache's time to live.
 */
const saleControlRules = (db: DbExecutor) =>
  cachedRead(db, SALE_CONTROL_CACHE_KEY, async () => {
    const rows = await findSaleControlRules(db);
    return new Map(rows.map((rule) => [rule.goodsId, rule] as const));
  });

/**
 * The sale control of each goods for a member; goods without a rule are absent (free sale).
 * Visitors never get here: they see no price at all.
 */
export async function saleControlOf(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  goodsIds: number[],
): Promise<Map<number, SaleControlVerdict>> {
  const rules = await saleControlRules(db);
  const verdicts = new Map<number, SaleControlVerdict>();
  for (const goodsId of goodsIds) {
    const rule = rules.get(goodsId);
    if (rule) verdicts.set(goodsId, verdictOf(rule, viewer.labelId));
  }
  return verdicts;
}

/** Whether prices, member prices, promotion labels and goods tags may be sent (spec §6). */
export const mayViewPrice = (viewer: Viewer, verdict: SaleControl | undefined): boolean =>
  viewer !== null && (verdict?.view_price ?? true);

/**
 * The goods whose price sale control hides from this member (`view_price` false for the member's
 * label): they show no price, so nothing may be ordered or ranked by it for this member.
 */
export async function goodsWithHiddenPrice(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
): Promise<Set<number>> {
  const hidden = new Set<number>();
  for (const [goodsId, rule] of await saleControlRules(db))
    if (!mayViewPrice(viewer, verdictOf(rule, viewer.labelId))) hidden.add(goodsId);
  return hidden;
}
