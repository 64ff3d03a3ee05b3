/** The member's cart line count (0 for a visitor). */
export function useCartCount(): number {
  return 0;
}
