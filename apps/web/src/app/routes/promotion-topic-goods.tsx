/** Placeholder until its helper builds the page. */
export function TopicGoodsPage() {
  return null;
}
