import type { ImportColumn } from './import-kind';

/** A header as compared: case, spaces, underscores and brackets do not matter. */
const normalise = (text: string) => text.toLowerCase().replace(/[\s_\-()（）【】[\]:：*]/g, '');

/**
 * The column mapping offered for a new sheet: the one the shop confirmed last time where its
 * headers are still there, else the header that reads as the field's name or one of its labels.
 */
export function suggestMapping(
  columns: readonly ImportColumn[],
  headers: readonly string[],
  remembered: Readonly<Record<string, string>>,
  labelsOf: (field: string) => string[],
): Record<string, string> {
  const byName = new Map<string, string>();
  for (const header of headers)
    if (!byName.has(normalise(header))) byName.set(normalise(header), header);
  const mapping: Record<string, string> = {};
  for (const { field } of columns) {
    const kept = remembered[field];
    const header =
      kept !== undefined && headers.includes(kept)
        ? kept
        : [field, ...labelsOf(field)].map((name) => byName.get(normalise(name))).find(Boolean);
    if (header) mapping[field] = header;
  }
  return mapping;
}

/**
 * Why a mapping cannot be used, or null: a field the kind does not read, a header the sheet does
 * not have, or a required field left unmapped (named, so the console can point at it).
 */
export function mappingFault(
  columns: readonly ImportColumn[],
  headers: readonly string[],
  mapping: Readonly<Record<string, string>>,
): { fault: 'unknown_field' | 'unknown_header' | 'required'; name: string } | null {
  const fields = new Set(columns.map((column) => column.field));
  for (const [field, header] of Object.entries(mapping)) {
    if (!fields.has(field)) return { fault: 'unknown_field', name: field };
    if (!headers.includes(header)) return { fault: 'unknown_header', name: header };
  }
  const missing = columns.find((column) => column.required && !mapping[column.field]);
  return missing ? { fault: 'required', name: missing.field } : null;
}

/** A sheet row as field → text through the mapping (the first column of a repeated header). */
export function recordOf(
  headers: readonly string[],
  mapping: Readonly<Record<string, string>>,
  cells: readonly string[],
): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [field, header] of Object.entries(mapping)) {
    const at = headers.indexOf(header);
    if (at >= 0) record[field] = cells[at] ?? '';
  }
  return record;
}
