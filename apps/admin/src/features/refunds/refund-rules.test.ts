import type { Complain } from '@shop/contracts/aftersale';
import { describe, expect, it } from 'vitest';
import {
  agreeBody,
  agreeDefaults,
  agreeOutcome,
  offeredRefundActions,
  refundNotice,
  refundStep,
  rowWaitsForShop,
} from './refund-rules';

const moneyOnly = {
  refund_id: 9,
  refund_type: 1 as const,
  refund_ways: ['balance' as const, 'bank' as const],
  default_return_address: '南京市江宁区药谷路 1 号 仓库收',
  return_address: '',
};
const goodsBack = { ...moneyOnly, refund_type: 2 as const, refund_ways: ['credit' as const] };

describe('which refund actions a staff member is offered', () => {
  it('offers what the refund allows now to a reviewer, paying by bank only to finance', () => {
    const all = ['agree', 'refuse', 'transfer', 'message'] as const;
    expect(offeredRefundActions(all, { review: true, pay: false })).toEqual([
      'agree',
      'refuse',
      'message',
    ]);
    expect(offeredRefundActions(all, { review: false, pay: true })).toEqual(['transfer']);
    expect(offeredRefundActions(all, { review: true, pay: true })).toEqual(all);
  });

  it('offers nothing the server does not allow', () => {
    expect(offeredRefundActions(['message'], { review: true, pay: true })).toEqual(['message']);
  });

  it('marks list rows waiting for the shop unless a complaint is open', () => {
    expect(rowWaitsForShop({ refund_status: 1, has_complain: false })).toBe(true);
    expect(rowWaitsForShop({ refund_status: 3, has_complain: false })).toBe(true);
    expect(rowWaitsForShop({ refund_status: 1, has_complain: true })).toBe(false);
    for (const status of [2, 4, 5, -1, -2])
      expect(rowWaitsForShop({ refund_status: status, has_complain: false })).toBe(false);
  });
});

describe('the agree dialog', () => {
  it('starts on the first way the order allows, with no address for a money-only refund', () => {
    expect(agreeDefaults(moneyOnly)).toEqual({
      refund_way: 'balance',
      return_address: '',
      message: '',
    });
  });

  it("prefills a return with the shop's default address, or the one already given", () => {
    expect(agreeDefaults(goodsBack).return_address).toBe('南京市江宁区药谷路 1 号 仓库收');
    expect(agreeDefaults({ ...goodsBack, return_address: '上海市仓库' }).return_address).toBe(
      '上海市仓库',
    );
  });

  it('sends the address only with a return, trimmed', () => {
    const values = { refund_way: 'bank' as const, return_address: ' 仓库 ', message: ' 好的 ' };
    expect(agreeBody(moneyOnly, values)).toEqual({
      refund_id: 9,
      refund_way: 'bank',
      message: '好的',
    });
    expect(agreeBody(goodsBack, { ...values, refund_way: 'credit' })).toEqual({
      refund_id: 9,
      refund_way: 'credit',
      return_address: '仓库',
      message: '好的',
    });
  });

  it('says what agreeing leads to', () => {
    expect(agreeOutcome(moneyOnly, 'balance')).toBe('now');
    expect(agreeOutcome(moneyOnly, 'bank')).toBe('bank');
    expect(agreeOutcome(goodsBack, 'bank')).toBe('return');
  });
});

describe('where a refund stands', () => {
  it('walks a money-only refund from the shop to the end', () => {
    expect(refundStep({ refund_type: 1, refund_status: 1 })).toMatchObject({
      steps: ['apply', 'shop', 'done'],
      current: 1,
      status: 'process',
    });
    expect(refundStep({ refund_type: 1, refund_status: 4 })).toMatchObject({
      current: 2,
      status: 'process',
    });
    expect(refundStep({ refund_type: 1, refund_status: 5 })).toMatchObject({
      current: 2,
      status: 'finish',
    });
  });

  it('walks a return through the parcel, and ends refused at the shop', () => {
    expect(refundStep({ refund_type: 2, refund_status: 2 }).current).toBe(2);
    expect(refundStep({ refund_type: 2, refund_status: 3 }).current).toBe(3);
    expect(refundStep({ refund_type: 2, refund_status: 5 })).toMatchObject({
      steps: ['apply', 'shop', 'send_back', 'receive', 'done'],
      current: 4,
      status: 'finish',
    });
    expect(refundStep({ refund_type: 2, refund_status: -1 })).toMatchObject({
      current: 1,
      status: 'error',
    });
  });

  it('tells what the refund waits for, the open complaint first', () => {
    const complain = { status: 1 } as Complain;
    const base = { refund_status: 1, shop_deadline: 1_800_000_000_000, complain: null };
    expect(refundNotice(base)).toBe('deadline');
    expect(refundNotice({ ...base, complain })).toBe('complaining');
    expect(refundNotice({ ...base, complain: { ...complain, status: 2 } })).toBe('deadline');
    expect(refundNotice({ ...base, shop_deadline: null })).toBeNull();
    expect(refundNotice({ ...base, refund_status: 3 })).toBe('returned');
    expect(refundNotice({ ...base, refund_status: 4 })).toBe('wait_transfer');
    expect(refundNotice({ ...base, refund_status: 5 })).toBeNull();
  });
});
