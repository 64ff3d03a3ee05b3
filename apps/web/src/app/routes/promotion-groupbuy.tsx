/** Placeholder until its helper builds the page. */
export function GroupbuyZonePage() {
  return null;
}
