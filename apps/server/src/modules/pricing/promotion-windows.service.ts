import { PROMOTION_KINDS, type PromotionKind } from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { cachedRead } from '../../lib/read-cache';
import { findPromotionWindows } from './promotion-windows.repository';

const isKind = (kind: string): kind is PromotionKind =>
  (PROMOTION_KINDS as readonly string[]).includes(kind);

/**
 * Promotion windows not yet over at `now`, one row per goods and kind (the caller checks start and
 * end again when asked, so a promotion starting or ending later is seen at the right time); only
 * of `goodsIds` when given.
 */
export const listPromotionWindows = (db: DbExecutor, now: Date, goodsIds?: readonly number[]) =>
  findPromotionWindows(db, now, goodsIds);

export const PROMOTION_WINDOWS_CACHE_KEY = 'promotion-windows';

type Window = { kind: PromotionKind; startAt: number; endAt: number };

/**
 * The windows of the current and coming promotions by goods id, read once per few seconds per
 * process; whether one runs is decided per call against the clock.
 */
const promotionWindows = (db: DbExecutor) =>
  cachedRead(db, PROMOTION_WINDOWS_CACHE_KEY, async () => {
    const byGoods = new Map<number, Window[]>();
    for (const row of await listPromotionWindows(db, new Date())) {
      if (!isKind(row.kind)) continue;
      const window = { kind: row.kind, startAt: row.startAt.getTime(), endAt: row.endAt.getTime() };
      byGoods.set(row.goodsId, [...(byGoods.get(row.goodsId) ?? []), window]);
    }
    return byGoods;
  });

/**
 * The kinds of the promotions running now for each goods, in the spec's priority order (§4:
 * exchange, seckill, discount, wholesale, bundle). Goods without a running promotion are absent.
 */
export async function runningPromotionKinds(
  db: DbExecutor,
  goodsIds: number[],
  now = new Date(),
): Promise<Map<number, PromotionKind[]>> {
  const windows = await promotionWindows(db);
  const at = now.getTime();
  const byGoods = new Map<number, PromotionKind[]>();
  for (const goodsId of new Set(goodsIds)) {
    const running = (windows.get(goodsId) ?? []).filter((w) => w.startAt <= at && at < w.endAt);
    const kinds = [...new Set(running.map((w) => w.kind))];
    if (kinds.length > 0) byGoods.set(goodsId, kinds);
  }
  for (const kinds of byGoods.values())
    kinds.sort((a, b) => PROMOTION_KINDS.indexOf(a) - PROMOTION_KINDS.indexOf(b));
  return byGoods;
}
