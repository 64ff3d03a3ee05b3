import { sheetRows } from '../../lib/sheet/sheet-rows';
import type { ImportKind } from './import-kind';
import { recordOf } from './import-mapping';

/**
 * One row of the batch an import hands to the owner's service, and the sheet rows it was read
 * from (their numbers, the header being row 1). An empty sheet row is a unit with no records: it
 * counts as handled and gets no result.
 */
export type ImportUnit = { rowNos: number[]; records: Record<string, string>[] };

type SheetShape = { headers: string[]; mapping: Record<string, string> };

/**
 * The units of a stored sheet, in order. A kind without `groupBy` makes one unit per data row,
 * read as a stream. A kind with it (a goods' batches, a member's licences: one batch row carries
 * them all) gathers the rows sharing that field's value wherever they are in the sheet, in the
 * order of their first row; the sheet is read whole for it (its records only, a few MB at most).
 */
export async function* importUnits(
  file: string,
  kind: ImportKind,
  sheet: SheetShape,
): AsyncGenerator<ImportUnit> {
  const groups = new Map<string, ImportUnit>();
  let rowNo = 0;
  for await (const cells of sheetRows(file)) {
    rowNo += 1;
    if (rowNo === 1) continue;
    const record = cells.length > 0 ? recordOf(sheet.headers, sheet.mapping, cells) : null;
    if (!kind.groupBy || !record) {
      if (!kind.groupBy) yield { rowNos: [rowNo], records: record ? [record] : [] };
      continue;
    }
    // A row without the key is a unit of its own (it is refused for the missing key).
    const key = record[kind.groupBy] ?? '';
    const group = key === '' ? undefined : groups.get(key);
    if (group) {
      group.rowNos.push(rowNo);
      group.records.push(record);
    } else groups.set(key === '' ? `\u0000${rowNo}` : key, { rowNos: [rowNo], records: [record] });
  }
  yield* groups.values();
}

/** How many units a stored sheet makes (the import's total). */
export async function countImportUnits(
  file: string,
  kind: ImportKind,
  sheet: SheetShape,
): Promise<number> {
  let units = 0;
  for await (const _unit of importUnits(file, kind, sheet)) units += 1;
  return units;
}
