import { TimeOfDaySchema } from '@shop/contracts/promotion';

/**
 * A slot's times as the server takes them (issue 27, ADR 0030): "HH:mm" from 00:00 to 24:00 (a
 * slot may end at midnight), the start before the end. Overlaps with other slots are the
 * server's to refuse (its message names the slot).
 */
export type SlotTimeProblem = 'time_format' | 'end_before_start';

export const isTimeOfDay = (value: string) => TimeOfDaySchema.safeParse(value).success;

/** What is wrong with a slot's start and end, or null ("HH:mm" compares as text). */
export function slotTimeProblem(start: string, end: string): SlotTimeProblem | null {
  const from = start.trim();
  const to = end.trim();
  if (!isTimeOfDay(from) || !isTimeOfDay(to)) return 'time_format';
  return from < to ? null : 'end_before_start';
}
