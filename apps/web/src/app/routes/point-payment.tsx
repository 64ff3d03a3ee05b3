/** Placeholder until its helper builds the page. */
export function PointPaymentPage() {
  return null;
}
