import { describe, expect, it } from 'vitest';
import type { PromotionKind } from '../promotion/promotion.schema';
import { pickPromotion } from './pick-promotion';

const c = (kind: PromotionKind, id: number) => ({ kind, id });

describe('pickPromotion', () => {
  // spec §4: "Priority order: exchange, seckill, discount, wholesale, bundle".
  it.each(
    // prettier-ignore
    [
      ['all kinds, shuffled → getfree', [c('bundling', 1), c('wholesale', 2), c('getfree', 3), c('discount', 4), c('seckill', 5)], 3],
      ['seckill beats discount', [c('discount', 1), c('seckill', 2)], 2],
      ['discount beats wholesale', [c('wholesale', 1), c('discount', 2)], 2],
      ['wholesale beats bundling', [c('bundling', 1), c('wholesale', 2)], 2],
      ['getfree beats seckill', [c('seckill', 1), c('getfree', 2)], 2],
      ['same kind twice: the first', [c('discount', 1), c('discount', 2)], 1],
      ['a single candidate', [c('bundling', 7)], 7],
    ] as const,
  )('%s', (_case, candidates, id) => {
    expect(pickPromotion(candidates)?.id).toBe(id);
  });

  it('answers null without candidates', () => {
    expect(pickPromotion([])).toBeNull();
  });
});
