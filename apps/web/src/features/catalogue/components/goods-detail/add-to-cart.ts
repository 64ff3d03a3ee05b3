/**
 * What the goods page puts in the cart: a SKU (its near-expiry stock with `near_expiry: 1`,
 * ADR 0029), or a bundle (组合套餐) by its `bl_id`.
 */
export type CartTarget = { sku_id: number; near_expiry?: 1 } | { bl_id: number };

/**
 * The page's cart call (features do not import each other: the route wires the cart's action).
 * Resolves when the server answered, whatever the outcome (the action shows its own toast).
 */
export type AddToCart = (target: CartTarget, num: number) => Promise<unknown>;
