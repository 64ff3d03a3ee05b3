/** Placeholder until its helper lands it. */
export function PaymentPage() {
  return null;
}
