const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-30 23:59" in the buyer's time zone, from milliseconds since the epoch. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** "2026-11-30" in the buyer's time zone. */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
