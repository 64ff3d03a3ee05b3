/** Built in issue 3 (in progress). */
export function ActivityPage() {
  return null;
}
