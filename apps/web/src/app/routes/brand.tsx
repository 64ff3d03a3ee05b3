/** Built in issue 3 (in progress). */
export function BrandPage() {
  return null;
}
