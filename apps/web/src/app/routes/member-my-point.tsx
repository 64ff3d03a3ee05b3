/** Placeholder until its helper builds the page. */
export function MemberMyPointPage() {
  return null;
}
