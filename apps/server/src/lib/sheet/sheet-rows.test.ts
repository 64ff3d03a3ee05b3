import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sheetFormatOf, sheetRows } from './sheet-rows';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sheet-rows-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const collect = async (file: string) => {
  const rows: string[][] = [];
  for await (const row of sheetRows(file)) rows.push(row);
  return rows;
};

describe('sheetRows', () => {
  it('reads CSV with a BOM, quoted commas, line breaks and doubled quotes, CRLF line ends', async () => {
    const file = path.join(dir, 'a.csv');
    const text =
      '\ufeffERP编码,名称,规格\r\nA001,"阿莫西林胶囊, 0.25g","24粒\r\n/盒"\r\nA002,"维C ""泡腾""片",\r\nA003,板蓝根';
    await writeFile(file, text);
    expect(await sheetFormatOf(file)).toBe('csv');
    expect(await collect(file)).toEqual([
      ['ERP编码', '名称', '规格'],
      ['A001', '阿莫西林胶囊, 0.25g', '24粒\r\n/盒'],
      ['A002', '维C "泡腾"片'],
      ['A003', '板蓝根'],
    ]);
  });

  it('reads a CSV saved as GBK and a last line without a line end', async () => {
    const file = path.join(dir, 'gbk.csv');
    // "编码,药品\nA1,药品" in GBK: 药 D2A9, 品 C6B7, 编 B1E0, 码 C2EB.
    const bytes = Buffer.from([
      0xb1, 0xe0, 0xc2, 0xeb, 0x2c, 0xd2, 0xa9, 0xc6, 0xb7, 0x0a, 0x41, 0x31, 0x2c, 0xd2, 0xa9,
      0xc6, 0xb7,
    ]);
    await writeFile(file, bytes);
    expect(await collect(file)).toEqual([
      ['编码', '药品'],
      ['A1', '药品'],
    ]);
  });

  it('reads the first sheet of an XLSX file: text, numbers, dates, formulas, empty rows kept', async () => {
    const file = path.join(dir, 'b.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('商品');
    sheet.addRow(['ERP编码', '数量', '效期', '合计']);
    sheet.addRow(['00123', 12, new Date(Date.UTC(2027, 5, 30)), { formula: 'B2*2', result: 24 }]);
    sheet.getRow(4).values = ['B9', 3.5];
    book.addWorksheet('other').addRow(['ignored']);
    await book.xlsx.writeFile(file);
    expect(await sheetFormatOf(file)).toBe('xlsx');
    expect(await collect(file)).toEqual([
      ['ERP编码', '数量', '效期', '合计'],
      ['00123', '12', '2027-06-30', '24'],
      [],
      ['B9', '3.5'],
    ]);
  });
});
