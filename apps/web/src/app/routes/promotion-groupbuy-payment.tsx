/** Placeholder until its helper builds the page. */
export function GroupbuyPaymentPage() {
  return null;
}
