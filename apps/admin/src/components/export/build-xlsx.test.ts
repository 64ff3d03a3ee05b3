import { unzipSync, strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildXlsx, MONEY_FORMAT, xlsxSheet } from './build-xlsx';
import type { ExportColumn } from './export-columns';

type Row = { no: string; money: string; qty: number };
const columns: ExportColumn<Row>[] = [
  { title: '订单号', value: (row) => row.no },
  { title: '金额', value: (row) => row.money, kind: 'money' },
  { title: '数量', value: (row) => row.qty, kind: 'number' },
];
const rows: Row[] = [{ no: '202611260001', money: '1234.5', qty: 3 }];

describe('xlsxSheet', () => {
  it('has a bold heading, text as text, money and counts as numbers', () => {
    expect(xlsxSheet(columns, rows)).toEqual([
      [
        { value: '订单号', fontWeight: 'bold' },
        { value: '金额', fontWeight: 'bold' },
        { value: '数量', fontWeight: 'bold' },
      ],
      [
        { value: '202611260001', type: String },
        { value: 1234.5, type: Number, format: MONEY_FORMAT },
        { value: 3, type: Number },
      ],
    ]);
  });
});

describe('buildXlsx', () => {
  it('builds a workbook whose sheet holds the rows', async () => {
    const blob = await buildXlsx(columns, rows, '订单');
    const files = unzipSync(new Uint8Array(await blob.arrayBuffer()));
    expect(Object.keys(files)).toContain('xl/worksheets/sheet1.xml');
    const workbook = strFromU8(files['xl/workbook.xml'] ?? new Uint8Array());
    expect(workbook).toContain('name="订单"');
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<v>1234.5</v>');
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(strings).toContain('202611260001');
    expect(strings).toContain('订单号');
  });
});
