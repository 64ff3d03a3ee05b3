/** Built in issue 3 (in progress). */
export function MemberOutOfStockPage() {
  return null;
}
