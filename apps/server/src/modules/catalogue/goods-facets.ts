import type { GoodsFacets } from '@shop/contracts/catalogue';
import type { GoodsIndex, GoodsIndexEntry, GoodsListFilter } from './goods-index';

/** The `max` largest counts of a tally, ties by name so the answer is stable. */
function top<T>(tally: Map<unknown, T & { count: number }>, name: (t: T) => string, max: number) {
  return [...tally.values()]
    .sort((a, b) => b.count - a.count || name(a).localeCompare(name(b), 'zh-CN'))
    .slice(0, max);
}

/** The category a goods is counted under: one level below the filtered category. */
function facetCategory(entry: GoodsIndexEntry, filter: GoodsListFilter): number | undefined {
  const path = entry.categoryPath;
  if (filter.categoryId === undefined) return path[0];
  const at = path.lastIndexOf(filter.categoryId);
  return at === -1 ? entry.categoryId : (path[at + 1] ?? path[at]);
}

/**
 * Brand, manufacturer and category counts of the goods `filter` finds. Brands are counted without
 * the brand filter and manufacturers without the manufacturer filter, so a buyer who picked one
 * still sees the others to switch to (the usual faceted search).
 */
export function countFacets(index: GoodsIndex, filter: GoodsListFilter, max: number): GoodsFacets {
  const brands = new Map<number, { brand_id: number; brand_name: string; count: number }>();
  index.forEachMatch({ ...filter, brandId: undefined }, (e) => {
    if (e.brandId === null) return;
    const hit = brands.get(e.brandId);
    if (hit) hit.count += 1;
    else brands.set(e.brandId, { brand_id: e.brandId, brand_name: e.brandName, count: 1 });
  });
  const makers = new Map<string, { manufacturer: string; count: number }>();
  index.forEachMatch({ ...filter, manufacturer: undefined }, (e) => {
    if (!e.manufacturer) return;
    const hit = makers.get(e.manufacturer);
    if (hit) hit.count += 1;
    else makers.set(e.manufacturer, { manufacturer: e.manufacturer, count: 1 });
  });
  const categories = new Map<
    number,
    { category_id: number; category_name: string; level: number; count: number }
  >();
  index.forEachMatch(filter, (e) => {
    const id = facetCategory(e, filter);
    if (id === undefined) return;
    const hit = categories.get(id);
    if (hit) hit.count += 1;
    else {
      const category = index.categoryNames.get(id);
      if (category)
        categories.set(id, {
          category_id: id,
          category_name: category.name,
          level: category.level,
          count: 1,
        });
    }
  });
  return {
    brands: top(brands, (b) => b.brand_name, max),
    manufacturers: top(makers, (m) => m.manufacturer, max),
    categories: top(categories, (c) => c.category_name, max),
  };
}
