export type Countdown = { days: number; hours: string; minutes: string; seconds: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** The time left until `endMs` as days and zero-padded hh:mm:ss; null once it has passed. */
export function countdownTo(endMs: number, nowMs: number): Countdown | null {
  const left = Math.floor((endMs - nowMs) / 1000);
  if (left <= 0) return null;
  const days = Math.floor(left / 86_400);
  return {
    days,
    hours: pad(Math.floor((left % 86_400) / 3600)),
    minutes: pad(Math.floor((left % 3600) / 60)),
    seconds: pad(left % 60),
  };
}
