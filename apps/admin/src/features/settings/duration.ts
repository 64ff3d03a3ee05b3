/** Minutes as whole days, hours and minutes, largest first, zero parts left out (0 = minutes 0). */
export function durationParts(minutes: number): Array<['days' | 'hours' | 'minutes', number]> {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts: Array<['days' | 'hours' | 'minutes', number]> = [];
  if (days) parts.push(['days', days]);
  if (hours) parts.push(['hours', hours]);
  if (rest || parts.length === 0) parts.push(['minutes', rest]);
  return parts;
}
