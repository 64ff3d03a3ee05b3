import type { SeckillGoodsInfo, SeckillTime } from '@shop/contracts/promotion';
import { describe, expect, it } from 'vitest';
import {
  buyBounds,
  clockOfDay,
  countdownTarget,
  defaultSlot,
  goodsButton,
  goodsStage,
  infoStatus,
} from './seckill-slots';

const slot = (id: number, start: number, end: number): SeckillTime => ({
  id,
  name: `${id}`,
  seckill_start_time: 0,
  seckill_end_time: 0,
  start_time: start,
  end_time: end,
  status: 'upcoming',
});
const slots = [slot(1, 0, 100), slot(2, 100, 200), slot(3, 200, 300)];

describe('seckill slots', () => {
  it('opens on the running slot, else the next, else the last', () => {
    expect(defaultSlot(slots, 150)?.id).toBe(2);
    expect(defaultSlot(slots, 100)?.id).toBe(2);
    expect(defaultSlot([slots[0]!, slots[2]!], 150)?.id).toBe(3);
    expect(defaultSlot(slots, 400)?.id).toBe(3);
    expect(defaultSlot([], 0)).toBeUndefined();
  });

  it('counts down to the start, then to the end, then not at all', () => {
    const w = { start_time: 100, end_time: 200 };
    expect(countdownTarget(w, 50)).toEqual({ to: 'start', at: 100 });
    expect(countdownTarget(w, 100)).toEqual({ to: 'end', at: 200 });
    expect(countdownTarget(w, 200)).toBeNull();
  });

  it('names slot starts as HH:mm', () => {
    expect(clockOfDay(0)).toBe('00:00');
    expect(clockOfDay(10 * 3600 + 30 * 60)).toBe('10:30');
  });

  it('gives a goods button its stage: not started, running, sold out, ended', () => {
    const g = { start_time: 100, end_time: 200, stock: 10, sold_num: 3 };
    expect(goodsStage(g, 50)).toBe('upcoming');
    expect(goodsStage(g, 150)).toBe('running');
    expect(goodsStage({ ...g, sold_num: 10 }, 150)).toBe('sold_out');
    expect(goodsStage({ ...g, stock: 0, sold_num: 99 }, 150)).toBe('running');
    expect(goodsStage(g, 250)).toBe('ended');
  });

  it('disables a goods button sale control refuses, with the shop’s message or the default', () => {
    const g = { start_time: 100, end_time: 200, stock: 10, sold_num: 3 };
    const refused = { is_member_by: false, view_price: true, not_buy_msg: '仅限诊所采购' };
    expect(goodsButton({ ...g, sale_control: refused }, 150)).toEqual({
      kind: 'refused',
      message: '仅限诊所采购',
    });
    expect(goodsButton({ ...g, sale_control: { ...refused, not_buy_msg: '' } }, 50)).toEqual({
      kind: 'refused',
      message: null,
    });
    const free = { is_member_by: true, view_price: true, not_buy_msg: '' };
    expect(goodsButton({ ...g, sale_control: free }, 150)).toEqual({
      kind: 'stage',
      stage: 'running',
    });
    // A visitor gets no sale control: the stage (the detail page asks to log in).
    expect(goodsButton(g, 250)).toEqual({ kind: 'stage', stage: 'ended' });
  });

  it('moves the detail status on with the clock and bounds the quantity', () => {
    const info = {
      start_time: 100,
      end_time: 200,
      status: 'not_started',
      goods_min: 1,
      left_num: 8,
      goods_stock: 500,
      promotion_left: 2,
    } as SeckillGoodsInfo;
    expect(infoStatus(info, 50)).toBe('not_started');
    expect(infoStatus(info, 150)).toBe('running');
    expect(infoStatus({ ...info, status: 'sold_out' }, 150)).toBe('sold_out');
    expect(infoStatus(info, 200)).toBe('ended');
    expect(buyBounds(info)).toEqual({ min: 1, max: 2 });
    expect(buyBounds({ ...info, promotion_left: undefined, goods_min: 3 })).toEqual({
      min: 3,
      max: 8,
    });
    expect(buyBounds({ ...info, promotion_left: 0 })).toEqual({ min: 1, max: 0 });
  });
});
