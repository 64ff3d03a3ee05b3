/** Placeholder until its helper builds the page. */
export function GroupbuyDetailPage() {
  return null;
}
