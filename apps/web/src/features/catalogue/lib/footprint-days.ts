import { shopDate } from '@shop/web-kit/shop-time';

const DAY_MS = 86_400_000;

export type DayGroup<T> = {
  /** "2026-11-19" */
  day: string;
  /** What the heading shows: 今天, 昨天, or the day itself ('date'). */
  label: 'today' | 'yesterday' | 'date';
  items: T[];
};

/**
 * Groups footprints (newest first) by the shop's (China time) day they were viewed, keeping the order of the input;
 * the heading of today's and yesterday's groups is 'today' / 'yesterday' (China has no DST, so
 * yesterday is 24 hours before now).
 */
export function groupByDay<T extends { browse_time: number }>(
  items: readonly T[],
  now: number = Date.now(),
): DayGroup<T>[] {
  const today = shopDate(now);
  const yesterday = shopDate(now - DAY_MS);
  const groups: DayGroup<T>[] = [];
  const byDay = new Map<string, DayGroup<T>>();
  for (const item of items) {
    const day = shopDate(item.browse_time);
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
