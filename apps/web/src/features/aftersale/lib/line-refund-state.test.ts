import { describe, expect, it } from 'vitest';
import { lineRefundState } from './line-refund-state';

const refund = (id: number, lineId: number, status: number) => ({
  refund_id: id,
  refund_status: status,
  goods: { order_goods_id: lineId } as never,
});
const line = { order_goods_id: 7, num: 3, refund_num: 0 };

describe('lineRefundState: the after-sales entry of an order line', () => {
  it.each([
    {
      name: 'a paid line: apply',
      line,
      status: 1,
      refunds: [],
      want: { kind: 'apply', refundedNum: 0 },
    },
    {
      name: 'shipped and done orders too',
      line,
      status: 10,
      refunds: [],
      want: { kind: 'apply', refundedNum: 0 },
    },
    { name: 'unpaid: nothing', line, status: 0, refunds: [], want: { kind: 'none' } },
    { name: 'closed: nothing', line, status: -1, refunds: [], want: { kind: 'none' } },
    {
      name: 'an open request of this line',
      line,
      status: 3,
      refunds: [refund(9, 7, 2), refund(8, 7, -1)],
      want: { kind: 'open', refundId: 9 },
    },
    {
      name: 'another line’s request does not count',
      line,
      status: 3,
      refunds: [refund(9, 8, 1)],
      want: { kind: 'apply', refundedNum: 0 },
    },
    {
      name: 'part refunded: apply for the rest',
      line: { ...line, refund_num: 1 },
      status: 3,
      refunds: [refund(9, 7, 5)],
      want: { kind: 'apply', refundedNum: 1 },
    },
    {
      name: 'all refunded: the last refund',
      line: { ...line, refund_num: 3 },
      status: -1,
      refunds: [refund(9, 7, 5), refund(6, 7, 5)],
      want: { kind: 'refunded', refundId: 9 },
    },
  ])('$name', ({ line: l, status, refunds, want }) => {
    expect(lineRefundState(l, { order_status: status }, refunds)).toEqual(want);
  });
});
