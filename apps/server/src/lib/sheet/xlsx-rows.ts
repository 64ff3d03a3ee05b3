import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/**
 * The rows of an XLSX workbook's first sheet as text, read as a stream (exceljs's streaming
 * reader), so a large file never sits in memory. Empty cells are '', dates are YYYY-MM-DD,
 * formulas give their last result, rich text its plain text.
 */
export async function* xlsxRows(stream: Readable): AsyncGenerator<string[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    let next = 1;
    for await (const row of sheet) {
      // A stream skips empty rows: answer them as empty, so row numbers match the file's.
      for (; next < row.number; next += 1) yield [];
      next = row.number + 1;
      const values = Array.isArray(row.values) ? row.values.slice(1) : [];
      yield Array.from(values, cellText);
    }
    return; // the first sheet only
  }
}

/** A cell's value as the text a person sees. */
export function cellText(value: ExcelJS.CellValue | undefined): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result);
    if ('error' in value) return '';
    return '';
  }
  return String(value).trim();
}
