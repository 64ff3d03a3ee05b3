/**
 * The shop's time zone: every date and time the console shows or sends is China time, whatever
 * the staff member's browser zone (the server reads days the same way). No daylight saving.
 */
export const SHOP_TIME_ZONE = 'Asia/Shanghai';

// en-CA gives the parts as YYYY, MM, DD; h23 keeps midnight as 00 (never 24).
const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function partsOf(ms: number) {
  const p = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}:${p.second}` };
}

/** "2026-11-26": the shop's calendar day of a moment (ms since the epoch), as list filters take it. */
export const shopDate = (ms: number): string => partsOf(ms).date;

/** "2026-11-26 09:05:00": a moment as the console's tables show it. */
export function shopDateTime(ms: number): string {
  const { date, time } = partsOf(ms);
  return `${date} ${time}`;
}
