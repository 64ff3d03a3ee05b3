/** Built in issue 3 (in progress). */
export function MemberCollectionPage() {
  return null;
}
