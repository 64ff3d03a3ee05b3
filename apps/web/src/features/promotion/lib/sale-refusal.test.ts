import { describe, expect, it } from 'vitest';
import { saleRefusal } from './sale-refusal';

describe('saleRefusal (spec §6)', () => {
  it.each([
    ['a visitor: no sale control', undefined, null],
    ['a member who may buy', { is_member_by: true, view_price: true, not_buy_msg: '' }, null],
    [
      'a refused member, with the shop message',
      { is_member_by: false, view_price: true, not_buy_msg: '仅限医疗机构采购' },
      { message: '仅限医疗机构采购' },
    ],
    [
      'a refused member, no message: the default text',
      { is_member_by: false, view_price: false, not_buy_msg: '' },
      { message: null },
    ],
  ] as const)('%s', (_, control, refusal) => {
    expect(saleRefusal(control)).toEqual(refusal);
  });
});
