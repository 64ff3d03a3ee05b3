import { useEffect, useState } from 'react';
import { ORDER_TIME_ZONE } from '../../lib/order-time';

/** What is left before unpaid orders close by themselves, as the buyer reads it. */
export type PayCountdown = {
  /** "HH:mm" in China time, "MM-DD HH:mm" when the deadline falls on another day. */
  clock: string;
  hours: number;
  minutes: number;
  /** Less than a minute left (but not past). */
  underMinute: boolean;
  expired: boolean;
};

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ORDER_TIME_ZONE,
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const partsOf = (ms: number) =>
  Object.fromEntries(parts.formatToParts(ms).map((p) => [p.type, p.value]));

/** The countdown to `closeTime` (ms) seen at `now` (ms). Minutes are whole minutes left. */
export function payCountdown(closeTime: number, now: number): PayCountdown {
  const end = partsOf(closeTime);
  const today = partsOf(now);
  const time = `${end.hour}:${end.minute}`;
  const sameDay = end.month === today.month && end.day === today.day;
  const left = Math.max(0, closeTime - now);
  const totalMinutes = Math.floor(left / 60_000);
  return {
    clock: sameDay ? time : `${end.month}-${end.day} ${time}`,
    hours: Math.floor(totalMinutes / 60),
    minutes: totalMinutes % 60,
    underMinute: left > 0 && totalMinutes === 0,
    expired: left === 0,
  };
}

/** The countdown to `closeTime`, redrawn every second until it has passed. */
export function usePayCountdown(closeTime: number): PayCountdown {
  const [now, setNow] = useState(() => Date.now());
  const passed = now >= closeTime;
  useEffect(() => {
    if (passed) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [closeTime, passed]);
  return payCountdown(closeTime, now);
}
