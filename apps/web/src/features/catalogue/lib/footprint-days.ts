/** Footprints are grouped by the day they were viewed, in China time (the buyers' time zone). */
export const FOOTPRINT_TIME_ZONE = 'Asia/Shanghai';

const DAY_MS = 86_400_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: FOOTPRINT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** "2026-11-19": the Asia/Shanghai calendar day of a moment (ms since the epoch). */
export function shanghaiDay(ms: number): string {
  const parts = Object.fromEntries(dayFormat.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export type DayGroup<T> = {
  /** "2026-11-19" */
  day: string;
  /** What the heading shows: 今天, 昨天, or the day itself ('date'). */
  label: 'today' | 'yesterday' | 'date';
  items: T[];
};

/**
 * Groups footprints (newest first) by their Asia/Shanghai day, keeping the order of the input;
 * the heading of today's and yesterday's groups is 'today' / 'yesterday' (China has no DST, so
 * yesterday is 24 hours before now).
 */
export function groupByDay<T extends { browse_time: number }>(
  items: readonly T[],
  now: number = Date.now(),
): DayGroup<T>[] {
  const today = shanghaiDay(now);
  const yesterday = shanghaiDay(now - DAY_MS);
  const groups: DayGroup<T>[] = [];
  const byDay = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const day = shanghaiDay(item.browse_time);
    let group = byDay.get(day);
    if (!group) {
      const label = day === today ? 'today' : day === yesterday ? 'yesterday' : 'date';
      group = { day, label, items: [] };
      byDay.set(day, group);
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
