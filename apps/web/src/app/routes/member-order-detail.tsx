/** Placeholder until its helper lands it. */
export function MemberOrderDetailPage() {
  return null;
}
