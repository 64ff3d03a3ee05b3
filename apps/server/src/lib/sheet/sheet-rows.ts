import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { csvRows } from './csv-rows';
import { xlsxRows } from './xlsx-rows';

/** The kinds of sheet a shop may upload for an import (issue 26). */
export type SheetFormat = 'xlsx' | 'csv';

/** XLSX is a zip (PK\x03\x04); anything else is read as CSV. Decided by content, never by name. */
export async function sheetFormatOf(path: string): Promise<SheetFormat> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && buffer.readUInt32BE(0) === 0x504b0304 ? 'xlsx' : 'csv';
  } finally {
    await file.close();
  }
}

/**
 * The rows of a stored sheet, each trimmed of trailing empty cells, read as a stream. Row 1 is
 * the header; callers skip as many rows as they have already handled to resume.
 */
export async function* sheetRows(path: string): AsyncGenerator<string[]> {
  const format = await sheetFormatOf(path);
  const stream = createReadStream(path);
  try {
    const rows = format === 'xlsx' ? xlsxRows(stream) : csvRows(stream);
    for await (const row of rows) yield trimEnd(row.map((cell) => cell.trim()));
  } finally {
    stream.destroy();
  }
}

function trimEnd(row: string[]): string[] {
  let end = row.length;
  while (end > 0 && row[end - 1] === '') end -= 1;
  return end === row.length ? row : row.slice(0, end);
}
