/** Placeholder until its helper builds the page. */
export function TopicPaymentPage() {
  return null;
}
