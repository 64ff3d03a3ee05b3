import { saleRefusal } from './sale-refusal';
import {
  seckillTimeStatus,
  type SeckillGoods,
  type SeckillGoodsInfo,
  type SeckillTime,
  type SeckillTimeStatus,
} from '@shop/contracts/promotion';

type Window = { start_time: number; end_time: number };

/** Where a slot or a seckill stands at `nowMs` (it moves on while the page stays open). */
export const stageAt = (w: Window, nowMs: number): SeckillTimeStatus =>
  seckillTimeStatus(w.start_time, w.end_time, nowMs);

/** The tab shown first: the running slot, else the next to start, else the last. */
export function defaultSlot(list: SeckillTime[], nowMs: number): SeckillTime | undefined {
  return (
    list.find((s) => stageAt(s, nowMs) === 'running') ??
    list.find((s) => stageAt(s, nowMs) === 'upcoming') ??
    list.at(-1)
  );
}

/** What a countdown counts to: the start while upcoming, the end while running; null once over. */
export function countdownTarget(
  w: Window,
  nowMs: number,
): { to: 'start' | 'end'; at: number } | null {
  const stage = stageAt(w, nowMs);
  if (stage === 'upcoming') return { to: 'start', at: w.start_time };
  return stage === 'running' ? { to: 'end', at: w.end_time } : null;
}

/** "HH:mm" of seconds after midnight (a slot's start). */
export function clockOfDay(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor((seconds % 3600) / 60))}`;
}

export type GoodsStage = 'upcoming' | 'running' | 'sold_out' | 'ended';

/** A seckill goods' button state: its own window, then whether its units are gone. */
export function goodsStage(
  g: Pick<SeckillGoods, 'start_time' | 'end_time' | 'stock' | 'sold_num'>,
  nowMs: number,
): GoodsStage {
  const stage = stageAt(g, nowMs);
  if (stage !== 'running') return stage;
  return g.stock > 0 && g.sold_num >= g.stock ? 'sold_out' : 'running';
}

/** What a seckill goods card's button says: its stage, or the sale-control refusal. */
export type GoodsButton =
  { kind: 'stage'; stage: GoodsStage } | { kind: 'refused'; message: string | null };

/**
 * spec §6: a member whose sale control refuses the goods cannot buy it, so the button is disabled
 * and reads not_buy_msg (null: the default "暂无权限-") instead of its stage; otherwise the stage.
 */
export function goodsButton(
  g: Pick<SeckillGoods, 'start_time' | 'end_time' | 'stock' | 'sold_num' | 'sale_control'>,
  nowMs: number,
): GoodsButton {
  const refusal = saleRefusal(g.sale_control);
  if (refusal) return { kind: 'refused', message: refusal.message };
  return { kind: 'stage', stage: goodsStage(g, nowMs) };
}

/** The detail's status at `nowMs`: the server's, moved on by the clock (start and end pass). */
export function infoStatus(info: SeckillGoodsInfo, nowMs: number): SeckillGoodsInfo['status'] {
  if (info.status === 'ended' || nowMs >= info.end_time) return 'ended';
  if (nowMs < info.start_time) return 'not_started';
  return info.status === 'not_started' ? 'running' : info.status;
}

/**
 * The quantity bounds of the buy box: from goods_min up to what the member may still buy at the
 * seckill price, the seckill units left and the goods stock (a visitor: the units left).
 */
export function buyBounds(info: SeckillGoodsInfo): { min: number; max: number } {
  const max = Math.min(info.promotion_left ?? info.left_num, info.left_num, info.goods_stock);
  return { min: Math.max(1, info.goods_min), max: Math.max(0, max) };
}
