// Fills the demo member's cart with 100 lines mixing every promotion kind, for the
// `cart calculate` scenario of run.mjs. Goods are found through the storefront's own calls
// (`/api/goodssku/page` with `promotion_kind`, members only); bundles are not listed by any call,
// so their ids are tried from 1 up (a fresh demo database numbers them from 1).

/** [promotion kind ('' = none), lines, units to try in turn (rounded up to min_buy)]. */
const MIX = [
  ['seckill', 15, [7, 1]], // demo limit 5: 5 units at the seckill price, 2 at full price
  ['discount', 20, [3, 2]], // goods_min 1 or 2, limit 20, some with num_multiple 2
  ['wholesale', 20, [60, 10]], // tiers 10 / 50 / 100: 60 units reach the 50 tier
  ['getfree', 15, [20, 10]], // ladder 10 → 1, 20 → 3 exchange units
];
const BUNDLES = 10;
const LINES = 100;
const MAX_BL_ID = 80;

/**
 * Empties the member's cart, then adds the mix; the rest of the 100 lines are goods without a
 * promotion. Returns the cart ids and a count per kind.
 */
export async function fillBenchCart(call, token) {
  const lists = await call('/api/cart/goodslists', { token });
  const old = [...(lists.data?.data ?? []), ...(lists.data?.bundling ?? [])].map((l) => l.cart_id);
  if (old.length > 0) await call('/api/cart/delete', { token, cart_id: old });

  const ids = [];
  const mix = {};
  const used = new Set();
  const addSku = async (card, units) => {
    const step = Math.max(1, card.min_buy);
    for (const want of units) {
      const num = Math.ceil(want / step) * step;
      if (num > card.stock) continue;
      const res = await call('/api/cart/add', { token, sku_id: card.sku_id, num });
      if (res.code >= 0) return res.data;
    }
    return null;
  };
  const fill = async (kind, lines, units) => {
    let added = 0;
    for (let page = 1; added < lines; page++) {
      const body = { token, page, page_size: 100, ...(kind ? { promotion_kind: kind } : {}) };
      const res = await call('/api/goodssku/page', body);
      const list = res.data?.list ?? [];
      for (const card of list) {
        if (added >= lines) break;
        if (used.has(card.sku_id) || card.sale_control?.is_member_by === false) continue;
        // Goods without a promotion: no label at all (a labelled goods would be priced by it).
        if (!kind && (card.promotion_labels?.length ?? 0) > 0) continue;
        used.add(card.sku_id);
        const cartId = await addSku(card, units);
        if (cartId === null) continue;
        ids.push(cartId);
        added++;
      }
      if (page >= (res.data?.page_count ?? 0)) break;
    }
    mix[kind || 'none'] = added;
  };

  for (const [kind, lines, units] of MIX) await fill(kind, lines, units);
  let bundles = 0;
  for (let blId = 1; blId <= MAX_BL_ID && bundles < BUNDLES; blId++) {
    const res = await call('/api/cart/add', { token, bl_id: blId, num: 1 });
    if (res.code < 0) continue;
    ids.push(res.data);
    bundles++;
  }
  mix.bundling = bundles;
  await fill('', LINES - ids.length, [2, 1]);
  return { cartIds: ids, mix };
}
