/**
 * The shop's time zone. Every date and time either app shows or sends is the shop's: China time,
 * whatever the browser's zone (the server reads days the same way). China has no daylight saving
 * time, so a day is always 24 hours.
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
  return {
    date: `${p.year}-${p.month}-${p.day}`,
    time: `${p.hour}:${p.minute}`,
    second: p.second ?? '00',
  };
}

/** "2026-11-22": the shop's (China time) calendar day of a moment, in ms since the epoch. */
export const shopDate = (ms: number): string => partsOf(ms).date;

/** "2026-11-22 08:58" in shop time (China time), from ms since the epoch. */
export function shopDateTime(ms: number): string {
  const p = partsOf(ms);
  return `${p.date} ${p.time}`;
}

/** "2026-11-22 08:58:29" in shop time (China time), from ms since the epoch. */
export function shopDateTimeSeconds(ms: number): string {
  const p = partsOf(ms);
  return `${p.date} ${p.time}:${p.second}`;
}

const DAY_MS = 86_400_000;
const SHOP_OFFSET_MS = 8 * 3_600_000;

/** Calendar days (shop time) from one moment to a later one: 0 on the same day. */
export const shopDaysBetween = (fromMs: number, toMs: number): number =>
  Math.floor((toMs + SHOP_OFFSET_MS) / DAY_MS) - Math.floor((fromMs + SHOP_OFFSET_MS) / DAY_MS);
