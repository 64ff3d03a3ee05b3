import { describe, expect, it } from 'vitest';
import {
  cartItems,
  checkedIds,
  groupByShop,
  invalidIds,
  selectAllState,
  setChecked,
  validIds,
} from './cart-selection';
import { bundleLine, skuLine } from './test-lines';

const lists = {
  data: [
    skuLine({ cart_id: 1 }),
    skuLine({ cart_id: 2, site_id: 2, shop_name: '仁和药房' }),
    skuLine({ cart_id: 3, valid: false, invalid_reason: '商品已下架' }),
  ],
  bundling: [bundleLine({ cart_id: 4 })],
};
const items = cartItems(lists);

describe('cart selection', () => {
  it('checks every valid line at first and never an invalid one', () => {
    expect(checkedIds(items, new Set())).toEqual([1, 2, 4]);
    expect(validIds(items)).toEqual([1, 2, 4]);
    expect(invalidIds(items)).toEqual([3]);
  });

  it('groups lines by shop in order of first appearance, bundles with their shop', () => {
    const groups = groupByShop(items);
    expect(groups.map((g) => [g.siteId, g.items.map((i) => i.cartId)])).toEqual([
      [1, [1, 3, 4]],
      [2, [2]],
    ]);
  });

  it('keeps choices across a refetch and checks a line added later', () => {
    const unchecked = setChecked(new Set(), [2], false);
    const refetched = cartItems({
      data: [...lists.data, skuLine({ cart_id: 9 })],
      bundling: lists.bundling,
    });
    expect(checkedIds(refetched, unchecked)).toEqual([1, 9, 4]);
  });

  it('select all of a shop toggles only its valid lines', () => {
    const shop1 = groupByShop(items)[0]!.items;
    const none = setChecked(new Set(), validIds(shop1), false);
    expect(checkedIds(items, none)).toEqual([2]);
    expect(selectAllState(shop1, none)).toEqual({
      checked: false,
      indeterminate: false,
      disabled: false,
    });
    expect(selectAllState(items, none)).toMatchObject({ checked: false, indeterminate: true });
    const again = setChecked(none, validIds(shop1), true);
    expect(selectAllState(items, again)).toMatchObject({ checked: true, indeterminate: false });
  });

  it('a shop of only invalid lines has a disabled select-all box', () => {
    const onlyInvalid = cartItems({ data: [skuLine({ valid: false })], bundling: [] });
    expect(selectAllState(onlyInvalid, new Set())).toEqual({
      checked: false,
      indeterminate: false,
      disabled: true,
    });
  });

  it('is empty without data', () => {
    expect(cartItems(undefined)).toEqual([]);
  });
});
