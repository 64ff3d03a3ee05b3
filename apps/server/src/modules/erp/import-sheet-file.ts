import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ERP_IMPORT_MAX_BYTES } from '@shop/contracts/erp';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { sheetFormatOf, sheetRows } from '../../lib/sheet/sheet-rows';

/** Where an import's sheet is kept: a random name the server chose, never the client's. */
export function importFilePath(importDir: string, fileKey: string): string {
  if (!/^[0-9a-f]{32}$/.test(fileKey)) throw new Error('bad import file key');
  return path.join(importDir, `${fileKey}.sheet`);
}

export type SavedSheet = { fileKey: string; fileName: string; fields: Record<string, string> };

/**
 * Streams the one file of a multipart upload to the import directory (at most
 * ERP_IMPORT_MAX_BYTES), with the form's fields sent before it. Too large, empty or missing:
 * refused, nothing kept.
 */
export async function saveUploadedSheet(
  request: FastifyRequest,
  importDir: string,
): Promise<SavedSheet> {
  const file = await request
    .file({ limits: { fileSize: ERP_IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6 } })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return null;
      throw error;
    });
  if (!file) throw new AppError('erp_import.no_file');
  await mkdir(importDir, { recursive: true });
  const fileKey = randomBytes(16).toString('hex');
  const target = importFilePath(importDir, fileKey);
  let bytes = 0;
  file.file.on('data', (chunk: Buffer) => (bytes += chunk.length));
  await pipeline(file.file, createWriteStream(target, { mode: 0o600 }));
  if (file.file.truncated || bytes === 0) {
    await rm(target, { force: true });
    throw new AppError(bytes === 0 ? 'erp_import.no_file' : 'erp_import.too_large', {
      max: ERP_IMPORT_MAX_BYTES / 1024 / 1024,
    });
  }
  const fields: Record<string, string> = {};
  for (const part of Object.values(file.fields).flat())
    if (part && part.type === 'field' && typeof part.value === 'string')
      fields[part.fieldname] = part.value;
  return { fileKey, fileName: file.filename.slice(0, 200), fields };
}

/** The header row and the first `sampleSize` data rows of a stored sheet. */
export async function readSheetHead(
  file: string,
  sampleSize: number,
): Promise<{ headers: string[]; sample: string[][] }> {
  let headers: string[] | null = null;
  const sample: string[][] = [];
  for await (const row of sheetRows(file)) {
    if (headers === null) headers = row;
    else if (row.length > 0) sample.push(row);
    if (sample.length >= sampleSize) break;
  }
  return { headers: headers ?? [], sample };
}

/**
 * Refuses what is not a sheet, by content: an old binary Excel file (.xls, an OLE container: save
 * it as XLSX) or, for anything not an XLSX zip, bytes no text file has (NUL).
 */
export async function assertSheetContent(file: string): Promise<void> {
  if ((await sheetFormatOf(file)) === 'xlsx') return;
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    const head = buffer.subarray(0, bytesRead);
    if (bytesRead >= 4 && head.readUInt32BE(0) === 0xd0cf11e0)
      throw new AppError('erp_import.xls_unsupported');
    if (head.includes(0)) throw new AppError('erp_import.type_invalid');
  } finally {
    await handle.close();
  }
}
