/** Built in issue 3 (in progress). */
export function GoodsListPage() {
  return null;
}
