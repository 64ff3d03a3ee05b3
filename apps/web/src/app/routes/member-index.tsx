export function MemberIndexPage() {
  return null;
}
