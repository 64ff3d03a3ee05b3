/** Placeholder until its helper builds the page. */
export function ComboPage() {
  return null;
}
