/** Placeholder until its helper lands it. */
export function PayPage() {
  return null;
}
