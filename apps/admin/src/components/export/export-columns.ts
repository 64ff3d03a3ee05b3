import { fenToYuan, yuanToFen } from '@shop/contracts/money';

/**
 * One column of an exported list: its heading (already translated) and how a row fills it.
 * `money` cells take the wire's yuan strings and are written with exactly 2 decimals; `number`
 * cells are counts; `text` is everything else (order numbers stay text, never a number that
 * spreadsheet software would round).
 */
export type ExportColumn<Row> = {
  title: string;
  value: (row: Row) => string | number | null | undefined;
  kind?: 'text' | 'number' | 'money';
};

/** A yuan amount as "1234.50", exact to the fen (ADR 0001); empty when there is none. */
export function moneyCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return fenToYuan(yuanToFen(value));
}
