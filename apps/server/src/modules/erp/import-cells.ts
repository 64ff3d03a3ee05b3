/*
 * Reading a sheet's text cells into a batch row's values (issue 26). An empty cell is left out
 * of the row, so the batch keeps what the shop has (or takes the default for a new record), as an
 * ERP leaving out a field does.
 */

/** The record's non-empty fields among `fields`. */
export function filledFields(
  record: Readonly<Record<string, string>>,
  fields: readonly string[],
): Record<string, string> {
  const row: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field]?.trim() ?? '';
    if (value !== '') row[field] = value;
  }
  return row;
}

/**
 * A date as a sheet may hold it (2027-06-30, 2027/6/30, 2027.6.30, 20270630) as YYYY-MM-DD;
 * anything else is answered as given, for the batch's schema to refuse with its field.
 */
export function sheetDate(text: string): string {
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  const parts = compact ?? /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(text);
  if (!parts) return text;
  return `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}`;
}

/**
 * A list cell such as `诊所:12.50; 药店:13.00` (pairs split by ; or ；, name and value by : or ：)
 * as `[{ [nameKey]: '诊所', [valueKey]: '12.50' }, ...]`; an empty cell is undefined (left out).
 * A pair without its separator keeps the whole text as the name, for the schema to refuse.
 */
export function pairList(
  text: string | undefined,
  nameKey: string,
  valueKey: string,
): Record<string, string>[] | undefined {
  if (!text?.trim()) return undefined;
  return text
    .split(/[;；\n]/)
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.search(/[:：]/);
      return at < 0
        ? { [nameKey]: pair, [valueKey]: '' }
        : { [nameKey]: pair.slice(0, at).trim(), [valueKey]: pair.slice(at + 1).trim() };
    });
}

/** A list of names in one cell (split by , ， 、 ; or ；). */
export const nameList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,，、;；]/)
    .map((name) => name.trim())
    .filter(Boolean);
