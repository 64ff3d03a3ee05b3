/** Placeholder until its helper builds the page. */
export function CouponCentrePage() {
  return null;
}
