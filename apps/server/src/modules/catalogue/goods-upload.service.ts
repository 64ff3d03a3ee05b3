import { GOODS_IMAGE_SIDES } from '@shop/contracts/catalogue';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isPdf } from '../../lib/upload/document-store';
import { ImageRejectedError, storeImageSizes, writeRandomFile } from '../../lib/upload/image-store';
import { readUploadedDocument, UPLOAD_MAX_BYTES } from '../member';

/*
 * The goods editor's uploads (issue 25): images checked by content and re-encoded with sharp into
 * the sizes the goods pages use; the package insert a PDF checked by content. Both are public
 * (the goods page shows them), under random names; a save names only files stored here.
 */

/** The largest package insert accepted. */
export const INSERT_MAX_BYTES = 10 * 1024 * 1024;

export async function uploadGoodsImage(request: FastifyRequest, uploadDir: string) {
  const { data } = await readUploadedDocument(request, UPLOAD_MAX_BYTES);
  try {
    return {
      path: await storeImageSizes(data, { uploadDir, kind: 'goods', sides: GOODS_IMAGE_SIDES }),
    };
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new AppError('goods_editor.upload_image_type');
    throw error;
  }
}

export async function uploadGoodsInsert(request: FastifyRequest, uploadDir: string) {
  const { data } = await readUploadedDocument(request, INSERT_MAX_BYTES);
  if (!isPdf(data)) throw new AppError('goods_editor.upload_pdf_type');
  return { path: `/upload/${await writeRandomFile(uploadDir, 'insert', data, 'pdf')}` };
}

/** Whether `publicPath` is a package insert this server stored (built from its checked parts). */
export async function isStoredInsert(uploadDir: string, publicPath: string): Promise<boolean> {
  const match = /^\/upload\/insert\/(\d{6})\/([0-9a-f]{32}\.pdf)$/.exec(publicPath);
  if (!match?.[1] || !match[2]) return false;
  try {
    return (await fs.stat(path.join(uploadDir, 'insert', match[1], match[2]))).isFile();
  } catch {
    return false;
  }
}
