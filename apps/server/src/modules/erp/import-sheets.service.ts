import type { Writable } from 'node:stream';
import type { ErpImportPhase } from '@shop/contracts/erp';
import ExcelJS from 'exceljs';
import type { DbExecutor } from '../../db/client';
import { translate, type Lang } from '../../lib/i18n/translate';
import { sheetRows } from '../../lib/sheet/sheet-rows';
import type { ImportKind } from './import-kind';
import { columnLabel } from './import-labels';
import { findRefusedRows, type ImportJobRow } from './import-job.repository';
import { importFilePath } from './import-sheet-file';

/*
 * The sheets the import page downloads (issue 26), written as streams: the template of a kind
 * (its columns' headers and an example row) and a phase's refused rows as they were in the
 * uploaded sheet, with the row number, the field at fault and the reason beside each. Every cell
 * is text, so codes keep their leading zeros.
 */

function bookOn(stream: Writable, name: string) {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: false });
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  return { book, sheet };
}

/** Writes the template of `kind`: one column per field, required ones marked with *. */
export async function writeImportTemplate(kind: ImportKind, lang: Lang, stream: Writable) {
  const { book, sheet } = bookOn(stream, translate(lang, `erp_import.kind.${kind.kind}`));
  sheet.columns = kind.columns.map((column) => ({
    header: `${columnLabel(lang, kind.kind, column.field)}${column.required ? '*' : ''}`,
    width: 16,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  sheet.addRow(kind.columns.map((column) => column.example)).commit();
  sheet.commit();
  await book.commit();
}

/** Writes the rows of `job` refused in `phase`, as uploaded, with why. */
export async function writeImportErrors(
  db: DbExecutor,
  importDir: string,
  job: ImportJobRow,
  phase: ErpImportPhase,
  lang: Lang,
  stream: Writable,
) {
  const refused = await findRefusedRows(db, job.jobId, phase);
  const { book, sheet } = bookOn(stream, translate(lang, 'erp_import.errors_sheet'));
  const width = job.headers.length;
  sheet.columns = [
    { header: translate(lang, 'erp_import.errors_row'), width: 8 },
    ...job.headers.map((header) => ({ header, width: 16 })),
    { header: translate(lang, 'erp_import.errors_field'), width: 14 },
    { header: translate(lang, 'erp_import.errors_reason'), width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let rowNo = 0;
  for await (const cells of sheetRows(importFilePath(importDir, job.fileKey))) {
    rowNo += 1;
    const fault = refused.get(rowNo);
    if (!fault) continue;
    const padded = Array.from({ length: width }, (_, at) => cells[at] ?? '');
    const field = fault.field ? columnLabel(lang, job.kind, fault.field) : '';
    sheet.addRow([String(rowNo), ...padded, field, fault.reason]).commit();
  }
  sheet.commit();
  await book.commit();
}
