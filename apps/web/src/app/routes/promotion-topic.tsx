/** Placeholder until its helper builds the page. */
export function TopicPage() {
  return null;
}
