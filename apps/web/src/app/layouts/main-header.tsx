export function MainHeader({ cartCount }: { cartCount: number }) {
  void cartCount;
  return null;
}
