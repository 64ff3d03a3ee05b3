import type { Cell, SheetData } from 'write-excel-file/browser';
import { moneyCell, type ExportColumn } from './export-columns';

/** The spreadsheet's number format of money cells: thousands grouped, 2 decimals. */
export const MONEY_FORMAT = '#,##0.00';

/**
 * The sheet's cells: a bold heading row, then one row per record. Money and counts are numbers
 * (so staff can sum them), money formatted with 2 decimals; text stays text.
 */
export function xlsxSheet<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
): SheetData {
  const heading: Cell[] = columns.map((column) => ({ value: column.title, fontWeight: 'bold' }));
  const body = rows.map((row) =>
    columns.map((column): Cell => {
      const value = column.value(row);
      if (value === null || value === undefined || value === '') return null;
      if (column.kind === 'money')
        return { value: Number(moneyCell(value)), type: Number, format: MONEY_FORMAT };
      if (column.kind === 'number') return { value: Number(value), type: Number };
      return { value: String(value), type: String };
    }),
  );
  return [heading, ...body];
}

/**
 * The rows as an .xlsx file. `write-excel-file` (with its one dependency, fflate) is loaded only
 * here, when staff export, so it never weighs on the console's pages.
 */
export async function buildXlsx<Row>(
  columns: readonly ExportColumn<Row>[],
  rows: readonly Row[],
  sheetName: string,
): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const widths = columns.map((column) => ({ width: Math.max(10, column.title.length * 2 + 4) }));
  return writeXlsxFile(xlsxSheet(columns, rows), {
    columns: widths,
    sheet: sheetName.slice(0, 31),
    stickyRowsCount: 1,
  }).toBlob();
}
