/**
 * The shop's calendar (Asia/Shanghai, UTC+8, no daylight saving, so a day is always 24 hours),
 * for rules counted in shop days such as the daily sign-in (issue 16).
 */
const SHOP_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The shop's date of a moment, YYYY-MM-DD. */
export const shopDay = (at: Date): string =>
  new Date(at.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 10);

/** The date `n` days after `day` (YYYY-MM-DD; `n` may be negative). */
export const addShopDays = (day: string, n: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The first and last date of a month YYYY-MM. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** A moment in the shop's zone as ISO 8601 with its offset: 2026-11-29T17:05:00.000+08:00. */
export const shopIsoTime = (at: Date): string =>
  `${new Date(at.getTime() + SHOP_OFFSET_MS).toISOString().slice(0, 23)}+08:00`;

/** The date `n` calendar months after `day`, on the month's last day when it is shorter. */
export function addShopMonths(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + n, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The moment the shop's day `day` (YYYY-MM-DD) begins; null when `day` is no calendar date. */
export function shopMidnight(day: string): Date | null {
  const utc = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== day) return null;
  return new Date(utc - SHOP_OFFSET_MS);
}
