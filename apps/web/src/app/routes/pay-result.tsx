/** Placeholder until its helper lands it. */
export function PayResultPage() {
  return null;
}
