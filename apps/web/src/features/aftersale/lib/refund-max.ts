import { refundCap, type RefundData } from '@shop/contracts/aftersale';
import { fenToYuan, yuanToFen } from '@shop/contracts/money';

/**
 * The most `num` units of the line may ask for, in yuan: the server's own rule (`refundCap`) over
 * the figures it sent, so the form never offers what the server would refuse.
 */
export function maxRefundYuan(data: Pick<RefundData, 'pool'>, num: number): string {
  return fenToYuan(
    refundCap(
      {
        total: yuanToFen(data.pool.total),
        num: data.pool.num,
        claimedNum: data.pool.claimed_num,
        claimedAmount: yuanToFen(data.pool.claimed_money),
      },
      num,
    ),
  );
}
