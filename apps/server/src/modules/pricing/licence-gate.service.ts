import type { LicenceRefusal } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { translate } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';
import type { Viewer } from '../auth';
import { getQualificationConfig, licenceGateOn, licenceStateOf } from '../member';
import { findCategoryScopes, findGoodsCategories } from './licence-gate.repository';

export const CATEGORY_SCOPES_CACHE_KEY = 'category-required-scopes';

/**
 * The scopes each category needs: its own and every ancestor's (issue 16: a goods needs a scope
 * when its category, at any level up the tree, needs it). Read once per few seconds per process.
 */
const categoryScopes = (db: DbExecutor) =>
  cachedRead(db, CATEGORY_SCOPES_CACHE_KEY, async () => {
    const rows = await findCategoryScopes(db);
    const byId = new Map(rows.map((r) => [r.categoryId, r]));
    const scopes = new Map<number, string[]>();
    for (const row of rows) {
      const found = new Set<string>();
      const seen = new Set<number>();
      for (let c = byId.get(row.categoryId); c && !seen.has(c.categoryId); c = byId.get(c.pid)) {
        seen.add(c.categoryId);
        if (c.requiredScope) found.add(c.requiredScope);
      }
      if (found.size > 0) scopes.set(row.categoryId, [...found]);
    }
    return scopes;
  });

/** What the member's licences refuse: everything (`all`), or some goods for a missing scope. */
export type LicenceRefusals = { all: LicenceRefusal | null; byGoods: Map<number, LicenceRefusal> };

const NONE: LicenceRefusals = { all: null, byGoods: new Map() };

/**
 * Whether the member's licences let them see prices and buy these goods (issue 16): with the shop
 * setting on, a member whose required documents are not all approved and in force sees no price
 * and buys nothing; a goods whose category needs a business scope is refused unless an approved
 * document in force covers it. The licence state and category scopes come from short caches, and
 * the goods' categories are read only when the member lacks a scope some category needs.
 */
export async function licenceRefusalsOf(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  goodsIds: number[],
): Promise<LicenceRefusals> {
  if (!(await licenceGateOn(db))) return NONE;
  const state = await licenceStateOf(db, viewer.memberId, viewer.labelId);
  if (state.gate !== 'ok')
    return { all: { reason: state.gate, scope_name: '' }, byGoods: new Map() };
  if (goodsIds.length === 0) return NONE;
  const scopesByCategory = await categoryScopes(db);
  const held = new Set(state.scopes);
  const lacking = [...scopesByCategory.values()].some((s) => s.some((x) => !held.has(x)));
  if (!lacking) return NONE;
  const [rows, { scopes: named }] = await Promise.all([
    findGoodsCategories(db, goodsIds),
    getQualificationConfig(db),
  ]);
  const byGoods = new Map<number, LicenceRefusal>();
  for (const row of rows) {
    const missing = (scopesByCategory.get(row.categoryId) ?? []).find((s) => !held.has(s));
    if (missing)
      byGoods.set(row.goodsId, {
        reason: 'scope',
        scope_name: named.find((n) => n.key === missing)?.name ?? missing,
      });
  }
  return { all: null, byGoods };
}

/**
 * The `not_buy_msg` of a licence refusal, in the shop's language like the sale-control rules'
 * texts; pages show their own translation by `licence`.
 */
export const licenceMessage = (refusal: LicenceRefusal): string =>
  translate('zh-CN', `licence.short_${refusal.reason}`, { scope: refusal.scope_name }).slice(0, 40);
