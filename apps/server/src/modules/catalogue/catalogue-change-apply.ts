import { invalidateReads } from '../../lib/read-cache';
import { forgetConfig } from '../settings';
import {
  forgetCategoryScopes,
  forgetSaleControlRules,
  PROMOTION_WINDOWS_CACHE_KEY,
} from '../pricing';
import type { DbExecutor } from '../../db/client';
import { invalidateGoodsIndex, patchGoodsIndex } from './goods-index.store';

/**
 * What a committed write changed that buyers see (issue 25): the goods (their SKUs, prices, stock,
 * shelf state, facts, images or sale control), or the category tree, the brands or the goods
 * services.
 */
export type CatalogueChange = {
  goodsIds?: readonly number[];
  categories?: boolean;
  brands?: boolean;
  services?: boolean;
  /** A promotion's window, status or goods changed (the console, issue 27). */
  promotions?: boolean;
  /** Shop settings the storefront shows that changed (search words, issue 27). */
  configKeys?: readonly string[];
};

/**
 * Brings this process's caches of catalogue facts up to `change` (ADR 0022): the goods index
 * (patched for goods, rebuilt for categories and brands), the category tree, the goods services,
 * the promotion windows, the settings named, the sale-control rules and the categories' licence
 * scopes. Runs in the process that wrote and,
 * through the change bus, in every other one. Resolves once the goods index is patched (never
 * rejects).
 */
export async function applyCatalogueChange(db: DbExecutor, change: CatalogueChange): Promise<void> {
  if (change.categories || change.brands) invalidateGoodsIndex(db);
  if (change.categories) {
    invalidateReads(db, 'category-tree:');
    forgetCategoryScopes(db);
  }
  if (change.services) invalidateReads(db, 'goods-services');
  if (change.promotions) invalidateReads(db, PROMOTION_WINDOWS_CACHE_KEY);
  for (const key of change.configKeys ?? []) forgetConfig(db, key);
  if (change.goodsIds?.length) {
    forgetSaleControlRules(db);
    await patchGoodsIndex(db, change.goodsIds);
  }
}

/** Everything a process may have missed (its change bus was away): every cache starts over. */
export const EVERYTHING: CatalogueChange = {
  categories: true,
  brands: true,
  services: true,
  promotions: true,
};
