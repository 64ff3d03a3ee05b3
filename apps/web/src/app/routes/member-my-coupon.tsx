/** Placeholder until its helper builds the page. */
export function MemberMyCouponPage() {
  return null;
}
