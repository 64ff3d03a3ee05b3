import type { OrderGoodsAnnex, OrderGoodsBatch } from '@shop/contracts/order';

/** A row of the batch table: one batch of one line; the line's first batch carries its span. */
export type BatchRow = {
  key: number;
  line: OrderGoodsAnnex;
  batch: OrderGoodsBatch;
  /** Rows the line's goods cell spans (its batch count) on its first row, else 0. */
  span: number;
};

/** The rows of the lines that have shipped, in the order's line order. */
export function batchRows(lines: readonly OrderGoodsAnnex[]): BatchRow[] {
  return lines.flatMap((line) =>
    line.batches.map((batch, i) => ({
      key: batch.package_goods_id,
      line,
      batch,
      span: i === 0 ? line.batches.length : 0,
    })),
  );
}

/** Days a batch may still be sold within before the trade calls it 近效期 (about six months). */
export const NEAR_EXPIRY_DAYS = 180;

/**
 * Whether a batch expiring on `expiry` (YYYY-MM-DD) is near its expiry on `today`: within
 * NEAR_EXPIRY_DAYS, expiry day included. A batch without a date is not.
 */
export function nearExpiry(expiry: string, today: string): boolean {
  if (!expiry) return false;
  const days = (Date.parse(`${expiry}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return days <= NEAR_EXPIRY_DAYS;
}
