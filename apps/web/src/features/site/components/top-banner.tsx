export function TopBanner() {
  return null;
}
