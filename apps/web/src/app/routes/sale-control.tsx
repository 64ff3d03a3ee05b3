/** Built in issue 3 (in progress). */
export function SaleControlPage() {
  return null;
}
