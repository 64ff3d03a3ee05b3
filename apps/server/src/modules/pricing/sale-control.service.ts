import type { LicenceRefusal, SaleControl } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { translate } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';
import { findSaleControlRules, type SaleControlRuleRow } from './sale-control.repository';
import type { Viewer } from '../auth';
import { licenceMessage, licenceRefusalsOf } from './licence-gate.service';

/** What a member may do with goods without a rule: buy it and see its price. */
export const FREE_SALE: SaleControl = { is_member_by: true, view_price: true, not_buy_msg: '' };

export type SaleControlVerdict = SaleControl & { rule_name: string };

/**
 * The sale control (控销) of one rule for a member (docs/adr/0004-sale-control.md, ADR 0021): a
 * member whose label the rule allows (an empty list allows every label) and whose regions it does
 * not bar buys and sees the price; any other member may not buy, sees the price only when the
 * rule's `view_price` says so, and reads the rule's `not_buy_msg` (a barred region's default
 * when the rule has none). Licence scopes the rule requires are judged with the licences.
 */
export function verdictOf(
  rule: SaleControlRuleRow,
  viewer: { labelId: number | null; areaIds: readonly number[] },
): SaleControlVerdict {
  const labelAllowed =
    rule.allowedLabelIds.length === 0 ||
    (viewer.labelId !== null && rule.allowedLabelIds.includes(viewer.labelId));
  const regionBarred = viewer.areaIds.some((id) => rule.barredAreaIds.includes(id));
  if (labelAllowed && !regionBarred) return { ...FREE_SALE, rule_name: rule.ruleName };
  return {
    is_member_by: false,
    view_price: rule.viewPrice,
    not_buy_msg:
      rule.notBuyMsg || (labelAllowed ? translate('zh-CN', 'sale_control.region_barred') : ''),
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
 * A licence refusal over a rule's verdict (issue 16): licences under review or expired hide the
 * price and refuse buying whatever the rule says; a missing scope refuses buying (the price shows
 * as the rule lets it) unless the rule already refuses it with its own text.
 */
function withLicence(
  refusal: LicenceRefusal,
  ruled: SaleControlVerdict | undefined,
): SaleControlVerdict | undefined {
  if (refusal.reason === 'scope' && ruled && !ruled.is_member_by) return ruled;
  return {
    is_member_by: false,
    view_price: refusal.reason === 'scope' ? (ruled?.view_price ?? true) : false,
    not_buy_msg: licenceMessage(refusal),
    rule_name: ruled?.rule_name ?? '',
    licence: refusal,
  };
}

/**
 * The sale control of each goods for a member: the goods' rule (ADR 0004) and the member's
 * licences (issue 16); goods free of both are absent (free sale). Visitors never get here: they
 * see no price at all.
 */
export async function saleControlOf(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  goodsIds: number[],
): Promise<Map<number, SaleControlVerdict>> {
  const rules = await saleControlRules(db);
  const ruleScopes = new Map<number, string[]>();
  for (const goodsId of goodsIds) {
    const scopes = rules.get(goodsId)?.requiredScopes;
    if (scopes?.length) ruleScopes.set(goodsId, scopes);
  }
  const licence = await licenceRefusalsOf(db, viewer, goodsIds, ruleScopes);
  const verdicts = new Map<number, SaleControlVerdict>();
  for (const goodsId of goodsIds) {
    const rule = rules.get(goodsId);
    const ruled = rule ? verdictOf(rule, viewer) : undefined;
    const refusal = licence.all ?? licence.byGoods.get(goodsId);
    const verdict = refusal ? withLicence(refusal, ruled) : ruled;
    if (verdict) verdicts.set(goodsId, verdict);
  }
  return verdicts;
}

/** Whether prices, member prices, promotion labels and goods tags may be sent (spec §6). */
export const mayViewPrice = (viewer: Viewer, verdict: SaleControl | undefined): boolean =>
  viewer !== null && (verdict?.view_price ?? true);

/**
 * The goods whose price sale control hides from this member (`view_price` false for the member's
 * label): they show no price, so nothing may be ordered or ranked by it for this member. `all`
 * while the member's licences hide every price (issue 16).
 */
export async function goodsWithHiddenPrice(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
): Promise<Set<number> | 'all'> {
  if ((await licenceRefusalsOf(db, viewer, [])).all) return 'all';
  const hidden = new Set<number>();
  for (const [goodsId, rule] of await saleControlRules(db))
    if (!mayViewPrice(viewer, verdictOf(rule, viewer))) hidden.add(goodsId);
  return hidden;
}
