/** Built in issue 3 (in progress). */
export function GoodsDetailPage() {
  return null;
}
