/** Placeholder until its helper builds the page. */
export function SeckillDetailPage() {
  return null;
}
