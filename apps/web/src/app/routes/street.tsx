/** Built in issue 3 (in progress). */
export function StreetPage() {
  return null;
}
