import type { PromotionState } from '@shop/contracts/promotion';
import { PROMOTION_STATUS } from '../pricing';

/**
 * A promotion's stage in the console (ADR 0030): a draft or a closed one by its status, a
 * published one by its window at `now`.
 */
export function promotionStateOf(
  row: { status: number; startAt: Date; endAt: Date },
  now: Date,
): PromotionState {
  if (row.status === PROMOTION_STATUS.draft) return 'draft';
  if (row.status === PROMOTION_STATUS.closed) return 'closed';
  if (now < row.startAt) return 'scheduled';
  return now < row.endAt ? 'running' : 'ended';
}

/** Whether the console may still change it: not once it ended or was closed. */
export const isChangeable = (state: PromotionState) => state !== 'ended' && state !== 'closed';
