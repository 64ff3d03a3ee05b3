import { shopDate, shopDateTime } from '@shop/web-kit/shop-time';
import { useEffect, useState } from 'react';

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

/** The countdown to `closeTime` (ms) seen at `now` (ms). Minutes are whole minutes left. */
export function payCountdown(closeTime: number, now: number): PayCountdown {
  // "2026-11-22 09:00" -> "09:00" the same day, "11-22 09:00" another day.
  const end = shopDateTime(closeTime);
  const sameDay = end.startsWith(shopDate(now));
  const left = Math.max(0, closeTime - now);
  const totalMinutes = Math.floor(left / 60_000);
  return {
    clock: end.slice(sameDay ? 'YYYY-MM-DD '.length : 'YYYY-'.length),
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
