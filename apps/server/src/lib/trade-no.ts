import { randomInt } from 'node:crypto';

/** yyyyMMddHHmmss in the shop's time zone (Asia/Shanghai, UTC+8, no daylight saving). */
function shanghaiStamp(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

const digits = (n: number, width: number) => String(n).padStart(width, '0').slice(-width);

/**
 * A new order, payment or recharge number (an out_trade_no for payment channels): the time, the
 * member and random digits, 24 digits in all; unique indexes catch the (vanishingly rare) collision.
 */
export function newTradeNo(memberId: number, now = new Date()): string {
  return `${shanghaiStamp(now)}${digits(memberId, 4)}${digits(randomInt(1_000_000), 6)}`;
}
