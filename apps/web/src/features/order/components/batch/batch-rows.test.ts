import type { OrderGoodsAnnex } from '@shop/contracts/order';
import { describe, expect, it } from 'vitest';
import { batchRows, nearExpiry } from './batch-rows';

const batch = (id: number, batchNo: string) => ({
  package_goods_id: id,
  package_id: 1,
  package_index: 1,
  batch_no: batchNo,
  expiry_date: '2027-06-30',
  num: 1,
  documents: [],
});
const line = (id: number, batches: ReturnType<typeof batch>[]) =>
  ({ order_goods_id: id, sku_name: `药${id}`, batches }) as unknown as OrderGoodsAnnex;

describe('batch rows', () => {
  it('gives each shipped batch a row and the line cell its span, leaving out lines not shipped', () => {
    const rows = batchRows([
      line(1, [batch(11, 'A1'), batch(12, 'A2')]),
      line(2, []),
      line(3, [batch(31, 'C1')]),
    ]);
    expect(rows.map((r) => [r.key, r.batch.batch_no, r.span])).toEqual([
      [11, 'A1', 2],
      [12, 'A2', 0],
      [31, 'C1', 1],
    ]);
  });

  it('calls a batch near expiry within 180 days, the last day included', () => {
    // 2027-01-01 is 180 days before 2027-06-30.
    expect(nearExpiry('2027-06-30', '2027-01-01')).toBe(true);
    expect(nearExpiry('2027-06-30', '2026-12-31')).toBe(false);
    expect(nearExpiry('2027-06-30', '2027-07-01')).toBe(true);
    expect(nearExpiry('', '2027-01-01')).toBe(false);
  });
});
