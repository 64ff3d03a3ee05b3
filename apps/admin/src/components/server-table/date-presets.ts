/** A quick choice of the date range filter, as shop days `YYYY-MM-DD`. */
export type DatePreset = {
  key: 'today' | 'yesterday' | 'last7' | 'last30' | 'month';
  from: string;
  to: string;
};

/** The calendar day `days` after `day` (negative: before), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The range filter's quick choices relative to `today` (the shop's day, `shopDate(Date.now())`):
 * today, yesterday, the last 7 and 30 days (today included) and this month so far.
 */
export function datePresets(today: string): DatePreset[] {
  return [
    { key: 'today', from: today, to: today },
    { key: 'yesterday', from: addDays(today, -1), to: addDays(today, -1) },
    { key: 'last7', from: addDays(today, -6), to: today },
    { key: 'last30', from: addDays(today, -29), to: today },
    { key: 'month', from: `${today.slice(0, 8)}01`, to: today },
  ];
}
