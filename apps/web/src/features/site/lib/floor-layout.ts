import type { Floor } from '@shop/contracts/site';

/** The goods list of a category (spec: category links go to /list with category_id and level). */
export const floorListUrl = ({ category_id, level }: { category_id: number; level: number }) =>
  `/list?category_id=${category_id}&level=${level}`;

/**
 * The "1F", "2F"... number of each floor: goods and category floors are counted, advert floors
 * sit between them unnumbered (null).
 */
export function floorNumbers(floors: Pick<Floor, 'block_type'>[]): (number | null)[] {
  let n = 0;
  return floors.map((f) => (f.block_type === 'adv' ? null : ++n));
}

/** Floors with nothing to show (no goods, no images) are left out rather than drawn empty. */
export function shownFloors<T extends Floor>(floors: T[]): T[] {
  return floors.filter((f) => (f.block_type === 'adv' ? f.adv_list.length : f.goods_list.length));
}
