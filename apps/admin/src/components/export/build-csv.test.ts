import { describe, expect, it } from 'vitest';
import { buildCsv } from './build-csv';
import type { ExportColumn } from './export-columns';

type Row = { no: string; buyer: string; money: string; qty: number | null };
const columns: ExportColumn<Row>[] = [
  { title: '订单号', value: (row) => row.no },
  { title: '买家', value: (row) => row.buyer },
  { title: '金额', value: (row) => row.money, kind: 'money' },
  { title: '数量', value: (row) => row.qty, kind: 'number' },
];

describe('buildCsv', () => {
  it('writes a BOM, a heading and one CRLF line per row, money with 2 decimals', () => {
    const csv = buildCsv(columns, [
      { no: '202611260001', buyer: '仁和大药房', money: '1234.5', qty: 3 },
      { no: '202611260002', buyer: 'Li', money: '-3.00', qty: null },
    ]);
    expect(csv).toBe(
      '\uFEFF订单号,买家,金额,数量\r\n' +
        '"=""202611260001""",仁和大药房,1234.50,3\r\n' +
        '"=""202611260002""",Li,-3.00,\r\n',
    );
  });

  it('keeps a 24-digit order number and leading zeros as text, counts as numbers', () => {
    const csv = buildCsv(columns, [
      { no: '202611280930120005000001', buyer: '0571', money: '8.6', qty: 2 },
    ]);
    expect(csv.split('\r\n')[1]).toBe('"=""202611280930120005000001""","=""0571""",8.60,2');
  });

  it('quotes commas, quotes and line breaks', () => {
    const csv = buildCsv(columns, [{ no: 'A,1', buyer: 'say "hi"\nbye', money: '0', qty: 0 }]);
    expect(csv.split('\r\n')[1]).toBe('"A,1","say ""hi""\nbye",0.00,0');
  });

  it.each([
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
  ])('defuses a text cell that would run as a formula: %j', (text, cell) => {
    const line = buildCsv(columns, [{ no: text, buyer: '', money: '1', qty: 1 }]).split('\r\n')[1];
    expect(line).toBe(`${cell},,1.00,1`);
  });

  it('writes only the heading for an empty list', () => {
    expect(buildCsv(columns, [])).toBe('\uFEFF订单号,买家,金额,数量\r\n');
  });
});
