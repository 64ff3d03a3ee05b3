import { invalidateReads } from '../../lib/read-cache';
import { forgetCategoryScopes, forgetSaleControlRules } from '../pricing';
import { invalidateGoodsIndex } from './goods-index.store';

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
};

/**
 * Brings this process's caches of catalogue facts up to `change` (ADR 0022): the goods index, the
 * category tree, the goods services, the sale-control rules and the categories' licence scopes.
 * Runs in the process that wrote and, through the change bus, in every other one.
 */
export function applyCatalogueChange(db: object, change: CatalogueChange): void {
  if (change.goodsIds?.length || change.categories || change.brands) invalidateGoodsIndex(db);
  if (change.goodsIds?.length) forgetSaleControlRules(db);
  if (change.categories) {
    invalidateReads(db, 'category-tree:');
    forgetCategoryScopes(db);
  }
  if (change.services) invalidateReads(db, 'goods-services');
}

/** Everything a process may have missed (its change bus was away): every cache starts over. */
export const EVERYTHING: CatalogueChange = { categories: true, brands: true, services: true };
