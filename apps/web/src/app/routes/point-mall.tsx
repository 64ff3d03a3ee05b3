/** Placeholder until its helper builds the page. */
export function PointMallPage() {
  return null;
}
