import fs from 'node:fs/promises';
import path from 'node:path';
import { detectImageType, ImageRejectedError, reencodeImage, writeRandomFile } from './image-store';

/**
 * Documents (issue 17: batch documents) are PDFs or images kept apart from the public uploads:
 * they live under their own root, which no static route serves, and are read back only through
 * a route that checks who asks. A PDF is kept as sent (it cannot be re-encoded), an image is
 * re-encoded like every uploaded image; the type is read from the content, never from the name.
 */

export type DocumentExt = 'pdf' | 'jpg' | 'png';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentExt, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
};

/** Whether the bytes are a PDF: its header first and an end-of-file marker near the end. */
export function isPdf(buf: Buffer): boolean {
  if (buf.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return buf.subarray(Math.max(0, buf.length - 2048)).includes('%%EOF', 0, 'latin1');
}

/**
 * Stores an uploaded document of `kind` under `root` and answers its key
 * (`<kind>/<yyyymm>/<random>.<ext>`) and type. Anything but a PDF or an accepted image throws
 * ImageRejectedError.
 */
export async function storeDocument(
  buf: Buffer,
  options: { root: string; kind: string; maxSide: number },
): Promise<{ key: string; ext: DocumentExt }> {
  if (isPdf(buf))
    return { key: await writeRandomFile(options.root, options.kind, buf, 'pdf'), ext: 'pdf' };
  if (!detectImageType(buf)) throw new ImageRejectedError('type');
  const image = await reencodeImage(buf, options.maxSide);
  return {
    key: await writeRandomFile(options.root, options.kind, image.data, image.ext),
    ext: image.ext,
  };
}

/**
 * The file and type of a stored document's key, or null when the key is not one this store
 * made for `kind`. The path is built from the key's checked parts only.
 */
export function storedDocument(
  root: string,
  kind: string,
  key: string,
): { file: string; ext: DocumentExt; contentType: string } | null {
  const match = /^([a-z]{1,20})\/(\d{6})\/([0-9a-f]{32})\.(pdf|jpg|png)$/.exec(key);
  if (!match || match[1] !== kind) return null;
  const ext = match[4] as DocumentExt;
  return {
    file: path.join(root, kind, match[2]!, `${match[3]!}.${ext}`),
    ext,
    contentType: DOCUMENT_CONTENT_TYPES[ext],
  };
}

/** Removes a stored document; a missing file is fine (already gone). */
export async function removeStoredDocument(root: string, kind: string, key: string): Promise<void> {
  const stored = storedDocument(root, kind, key);
  if (stored) await fs.rm(stored.file, { force: true });
}

/**
 * The name a document is shown and downloaded under: the client's file name without folders or
 * control characters, cut to `max` characters, with the extension of what was stored (a report
 * named `.pdf` that was an image is a `.jpg`). Only ever displayed, never a path.
 */
export function displayFileName(clientName: string, ext: DocumentExt, fallback: string, max = 120) {
  const base = (clientName.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  const stem = (base || fallback).slice(0, max - ext.length - 1);
  return `${stem}.${ext}`;
}
