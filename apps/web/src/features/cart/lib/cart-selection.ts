import type { BundleCartLine, CartLine, CartLists } from '@shop/contracts/cart';

/** A cart entry as the page lists it: a SKU line or a bundle line. */
export type CartItem =
  | { kind: 'sku'; cartId: number; valid: boolean; line: CartLine }
  | { kind: 'bundle'; cartId: number; valid: boolean; line: BundleCartLine };

/** The lines of one shop, in the order the server sent them (SKU lines, then bundles). */
export type ShopGroup = { siteId: number; shopName: string; items: CartItem[] };

export function cartItems(lists: CartLists | undefined): CartItem[] {
  if (!lists) return [];
  return [
    ...lists.data.map((line): CartItem => ({
      kind: 'sku',
      cartId: line.cart_id,
      valid: line.valid,
      line,
    })),
    ...lists.bundling.map((line): CartItem => ({
      kind: 'bundle',
      cartId: line.cart_id,
      valid: line.valid,
      line,
    })),
  ];
}

/** Groups lines by shop (one order per shop at checkout), shops in order of first appearance. */
export function groupByShop(items: CartItem[]): ShopGroup[] {
  const groups = new Map<number, ShopGroup>();
  for (const item of items) {
    const { site_id: siteId, shop_name: shopName } = item.line;
    let group = groups.get(siteId);
    if (!group) {
      group = { siteId, shopName, items: [] };
      groups.set(siteId, group);
    }
    group.items.push(item);
  }
  return [...groups.values()];
}

/**
 * The checked lines: every valid line the buyer has not unchecked. Keeping the *unchecked* ids
 * (not the checked ones) means all lines start checked, a line added later arrives checked, and
 * a refetch keeps the buyer's choices; an invalid line is never checked.
 */
export function checkedIds(items: CartItem[], unchecked: ReadonlySet<number>): number[] {
  return items.filter((item) => item.valid && !unchecked.has(item.cartId)).map((i) => i.cartId);
}

/** Checks (`checked` true) or unchecks the given lines; returns the new unchecked set. */
export function setChecked(
  unchecked: ReadonlySet<number>,
  ids: readonly number[],
  checked: boolean,
): Set<number> {
  const next = new Set(unchecked);
  for (const id of ids) {
    if (checked) next.delete(id);
    else next.add(id);
  }
  return next;
}

/** The state of a "select all" box over some lines: only valid lines count. */
export function selectAllState(
  items: CartItem[],
  unchecked: ReadonlySet<number>,
): { checked: boolean; indeterminate: boolean; disabled: boolean } {
  const valid = items.filter((item) => item.valid);
  const count = valid.filter((item) => !unchecked.has(item.cartId)).length;
  return {
    checked: valid.length > 0 && count === valid.length,
    indeterminate: count > 0 && count < valid.length,
    disabled: valid.length === 0,
  };
}

/** The ids of the valid lines (what a "select all" box toggles). */
export const validIds = (items: CartItem[]) =>
  items.filter((item) => item.valid).map((item) => item.cartId);

/** The ids of the invalid lines ("clear invalid lines"). */
export const invalidIds = (items: CartItem[]) =>
  items.filter((item) => !item.valid).map((item) => item.cartId);
