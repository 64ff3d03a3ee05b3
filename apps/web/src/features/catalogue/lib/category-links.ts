import type { CategoryConfig } from '@shop/contracts/site';
import { CATEGORY_STYLE3_INLINE_MAX } from '@shop/contracts/constants';

type CategoryRef = { category_id: number; level: number };
type Named = { category_name: string; short_name: string };

/** A category's goods list (spec: category links go to /list with category_id and level). */
export const categoryListUrl = ({ category_id, level }: CategoryRef) =>
  `/list?category_id=${category_id}&level=${level}`;

/** The short name where the shop set one (inline places are narrow), else the full name. */
export const shortLabel = (category: Named) => category.short_name || category.category_name;

/** Style 3 lists the first 3 second-level categories inline beside a first-level one; others none. */
export function inlineChildren<T>(style: CategoryConfig['category'], children: T[]): T[] {
  return style === 3 ? children.slice(0, CATEGORY_STYLE3_INLINE_MAX) : [];
}

/**
 * How many levels below the first the fly-out panel shows: style 1 none (no panel), style 2 the
 * second level, style 3 the second and third.
 */
export const flyoutDepth = (style: CategoryConfig['category']): 0 | 1 | 2 =>
  style === 1 ? 0 : style === 2 ? 1 : 2;
