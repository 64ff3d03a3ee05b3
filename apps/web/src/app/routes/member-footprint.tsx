/** Built in issue 3 (in progress). */
export function MemberFootprintPage() {
  return null;
}
