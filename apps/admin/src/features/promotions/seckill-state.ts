import type { PromotionState } from '@shop/contracts/promotion';

/**
 * A promotion's stage as the console shows it (issue 27, ADR 0030): the colour of its tag, and
 * whether staff may still change or close it (not once it has ended or been closed).
 */
export const STATE_COLOURS: Record<PromotionState, string> = {
  draft: 'default',
  scheduled: 'blue',
  running: 'green',
  ended: 'default',
  closed: 'red',
};

export const isSeckillOpen = (state: PromotionState) => state !== 'ended' && state !== 'closed';
