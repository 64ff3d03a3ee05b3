import { poolRefundCap, type RefundData } from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';

/**
 * The most `num` units of the line may ask for, in yuan: the server's own rule (`refundCap`) over
 * the figures it sent, so the form never offers what the server would refuse.
 */
export const maxRefundYuan = (data: Pick<RefundData, 'pool'>, num: number): string =>
  fenToYuan(poolRefundCap(data.pool, num));
