import type { LicenceRefusal } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { translate } from '../../lib/i18n/translate';
import { cachedRead, invalidateReads } from '../../lib/read-cache';
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

/** Drops this process's category scopes: the category tree changed (a catalogue change event). */
export const forgetCategoryScopes = (db: object) => invalidateReads(db, CATEGORY_SCOPES_CACHE_KEY);

/** What the member's licences refuse: everything (`all`), or some goods for a missing scope. */
export type LicenceRefusals = { all: LicenceRefusal | null; byGoods: Map<number, LicenceRefusal> };

const NONE: LicenceRefusals = { all: null, byGoods: new Map() };

/**
 * Whether the member's licences let them see prices and buy these goods (issue 16): with the shop
 * setting on, a member whose required documents are not all approved and in force sees no price
 * and buys nothing; a goods is refused unless approved documents in force cover every business
 * scope it needs: its category's (at any level up), its own (`goods.business_scope`) and those its
 * sale-control rule requires (issue 25, `ruleScopes`). The licence state and category scopes come
 * from short caches, and the goods are read only when the member lacks a scope that the
 * categories or the shop's licence settings know.
 */
export async function licenceRefusalsOf(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  goodsIds: number[],
  ruleScopes: ReadonlyMap<number, readonly string[]> = new Map(),
): Promise<LicenceRefusals> {
  if (!(await licenceGateOn(db))) return NONE;
  const state = await licenceStateOf(db, viewer.memberId, viewer.labelId);
  if (state.gate !== 'ok')
    return { all: { reason: state.gate, scope_name: '' }, byGoods: new Map() };
  if (goodsIds.length === 0) return NONE;
  const [scopesByCategory, { scopes: named }] = await Promise.all([
    categoryScopes(db),
    getQualificationConfig(db),
  ]);
  const held = new Set(state.scopes);
  const lacks = (scopes: readonly string[]) => scopes.some((x) => !held.has(x));
  const lacking =
    [...scopesByCategory.values()].some(lacks) ||
    lacks(named.map((n) => n.key)) ||
    [...ruleScopes.values()].some(lacks);
  if (!lacking) return NONE;
  const rows = await findGoodsCategories(db, goodsIds);
  const byGoods = new Map<number, LicenceRefusal>();
  for (const row of rows) {
    const needed = [
      ...(scopesByCategory.get(row.categoryId) ?? []),
      ...(row.businessScope ? [row.businessScope] : []),
      ...(ruleScopes.get(row.goodsId) ?? []),
    ];
    const missing = needed.find((s) => !held.has(s));
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
