import { invalidateReads } from '../../lib/read-cache';
import { invalidateGoodsIndex } from './goods-index.store';

/**
 * What a committed write changed that buyers see (issue 25): the goods (their SKUs, prices, stock,
 * shelf state, facts or images), or the category tree, the brands or the goods services.
 */
export type CatalogueChange = {
  goodsIds?: readonly number[];
  categories?: boolean;
  brands?: boolean;
  services?: boolean;
};

/**
 * Called once after the transaction of a catalogue write commits (console, ERP), never inside it:
 * the storefront's lists, search, facets, detail, cart and checkout follow the change
 * (ARCHITECTURE "Data": a change event, applied by every process's caches and the search index).
 */
export function catalogueChanged(db: object, change: CatalogueChange): void {
  if (change.goodsIds?.length || change.categories || change.brands) invalidateGoodsIndex(db);
  if (change.categories) invalidateReads(db, 'category-tree:');
  if (change.services) invalidateReads(db, 'goods-services');
}
