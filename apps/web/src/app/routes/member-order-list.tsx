/** Placeholder until its helper lands it. */
export function MemberOrderListPage() {
  return null;
}
