import { describe, expect, it } from 'vitest';
import { defaultQuantities, linesToShip, packageGoods } from './ship-lines';

const goods = [
  { order_goods_id: 11, num: 5, delivery_num: 0 },
  { order_goods_id: 12, num: 3, delivery_num: 3 },
  { order_goods_id: 13, num: 10, delivery_num: 4 },
];

describe('ship lines', () => {
  it('offers the lines with units left, everything left by default', () => {
    expect(linesToShip(goods).map((line) => line.order_goods_id)).toEqual([11, 13]);
    expect(defaultQuantities(goods)).toEqual({ 11: 5, 13: 6 });
  });

  it('sends the lines with units in the package, capped to what is left', () => {
    expect(packageGoods(goods, { 11: 2, 13: 0 })).toEqual([{ order_goods_id: 11, num: 2 }]);
    expect(packageGoods(goods, { 11: 9, 12: 1, 13: 6 })).toEqual([
      { order_goods_id: 11, num: 5 },
      { order_goods_id: 13, num: 6 },
    ]);
    expect(packageGoods(goods, { 11: null, 13: undefined })).toEqual([]);
  });

  it('carries the batch filled in for a line, and no blank one', () => {
    expect(
      packageGoods(
        goods,
        { 11: 5, 13: 2 },
        { 11: { batch_no: ' B240301 ', expiry_date: '2027-06-30' }, 13: { batch_no: '  ' } },
      ),
    ).toEqual([
      { order_goods_id: 11, num: 5, batch_no: 'B240301', expiry_date: '2027-06-30' },
      { order_goods_id: 13, num: 2 },
    ]);
  });
});
