/** The columns of the cart table: check, goods, unit price, quantity, subtotal, action. */
export const CART_GRID = {
  display: 'grid',
  gridTemplateColumns: '44px minmax(0, 1fr) 150px 150px 140px 80px',
  columnGap: 12,
  alignItems: 'start',
} as const;
