export function MainFooter() {
  return null;
}
