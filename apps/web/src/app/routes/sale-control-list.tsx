/** Built in issue 3 (in progress). */
export function SaleControlListPage() {
  return null;
}
