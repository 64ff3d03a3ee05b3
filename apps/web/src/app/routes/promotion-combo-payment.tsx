/** Placeholder until its helper builds the page. */
export function ComboPaymentPage() {
  return null;
}
