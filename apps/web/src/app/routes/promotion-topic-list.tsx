/** Placeholder until its helper builds the page. */
export function TopicListPage() {
  return null;
}
