/** Built in issue 3 (in progress). */
export function NoticeListPage() {
  return null;
}
