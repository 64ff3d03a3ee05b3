import { shopDateTimeSeconds } from '@shop/web-kit/shop-time';

/** A moment of the order in shop time, or "-" when it has not happened. */
export const orderTime = (ms: number | null): string =>
  ms === null ? '-' : shopDateTimeSeconds(ms);
