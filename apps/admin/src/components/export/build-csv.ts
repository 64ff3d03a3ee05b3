import { moneyCell, type ExportColumn } from './export-columns';

/** Excel opens a UTF-8 CSV as UTF-8 (Chinese text intact) only when it starts with a BOM. */
const BOM = '\uFEFF';

/**
 * A text cell that spreadsheet software would run as a formula (OWASP "CSV injection"): it starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return. Such a cell is written with a leading `'`.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell of digits only (an order or trade number, a mobile, a code with leading zeros):
 * spreadsheet software would read it as a number, showing 24 digits as 2.02611E+23 and dropping
 * leading zeros. It is written as the formula ="digits", which Excel and others show as that text.
 */
const DIGITS_ONLY = /^\d+$/;

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cellText<Row>(column: ExportColumn<Row>, row: Row): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return moneyCell(value);
  if (column.kind === 'number') return String(value);
  const text = String(value);
  if (DIGITS_ONLY.test(text)) return `="${text}"`;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** The rows as a CSV file's text: a BOM, a heading row, CRLF line ends (RFC 4180). */
export function buildCsv<Row>(columns: readonly ExportColumn<Row>[], rows: readonly Row[]): string {
  const lines = [
    columns.map((column) => csvCell(column.title)).join(','),
    ...rows.map((row) => columns.map((column) => csvCell(cellText(column, row))).join(',')),
  ];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}
