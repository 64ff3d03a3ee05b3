/** Built in issue 3 (in progress). */
export function CategoryPage() {
  return null;
}
