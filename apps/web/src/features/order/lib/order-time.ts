/** Order times are shown in China time (the buyers' and the shops' time zone). */
export const ORDER_TIME_ZONE = 'Asia/Shanghai';

const format = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORDER_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-22 08:58:29" in Asia/Shanghai, from milliseconds since the epoch. */
export function orderTime(ms: number): string {
  const p = Object.fromEntries(format.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
