import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { judgeErpRows, rowKey, summariseErpRows } from './erp-batch.schema';

const RowSchema = z.object({ code: z.string().min(1), qty: z.number().int().min(0) });

describe('judgeErpRows', () => {
  it('refuses each bad row alone, naming the field, and keeps the good ones with their index', () => {
    const rows = [
      { code: 'A1', qty: 3 },
      { code: 'B2', qty: -1 },
      'not a row',
      { code: 'C3', qty: 0 },
    ];
    const { accepted, refused } = judgeErpRows(RowSchema, rows, rowKey('code'));
    expect(accepted.map((row) => [row.index, row.key])).toEqual([
      [0, 'A1'],
      [3, 'C3'],
    ]);
    expect(refused.map((row) => [row.index, row.key, row.field])).toEqual([
      [1, 'B2', 'qty'],
      [2, '', ''],
    ]);
    expect(refused.every((row) => row.status === 'refused' && row.reason)).toBe(true);
  });
});

describe('summariseErpRows', () => {
  it('counts each status and orders the rows as the batch had them', () => {
    const summary = summariseErpRows([
      { index: 2, key: 'c', status: 'unchanged' },
      { index: 0, key: 'a', status: 'created' },
      { index: 1, key: 'b', status: 'refused', field: 'qty', reason: 'too small' },
    ]);
    expect(summary).toMatchObject({ created: 1, updated: 0, unchanged: 1, refused: 1 });
    expect(summary.rows.map((row) => row.key)).toEqual(['a', 'b', 'c']);
  });
});
