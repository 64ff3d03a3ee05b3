/** Placeholder until its helper lands it. */
export function CartPage() {
  return null;
}
