import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../lib/i18n/translate';
import { storeDocument, type DocumentExt } from '../../lib/upload/document-store';
import { ImageRejectedError, storeImage } from '../../lib/upload/image-store';

/** Largest accepted image upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const MB = 1024 * 1024;
const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

export type UploadedFile = {
  data: Buffer;
  /** The name the client gave the file: for display only, never a path. */
  filename: string;
  /** The form's text fields sent before the file. */
  fields: Record<string, string>;
};

/**
 * Reads the one file of a multipart request (at most `maxBytes`) with the text fields before
 * it. A missing or empty file, or one too large, is refused with the messages `keys` name.
 */
async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  keys: { noFile: MessageKey; tooLarge: MessageKey },
): Promise<UploadedFile> {
  try {
    const file = await request.file({
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
    });
    if (!file) throw new AppError(keys.noFile);
    const data = await file.toBuffer();
    if (data.length === 0) throw new AppError(keys.noFile);
    const fields: Record<string, string> = {};
    for (const part of Object.values(file.fields).flat())
      if (part && part.type === 'field' && typeof part.value === 'string')
        fields[part.fieldname] = part.value;
    return { data, filename: file.filename, fields };
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(keys.tooLarge, { max: Math.round(maxBytes / MB) });
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError(keys.noFile);
    throw error;
  }
}

/**
 * Reads the one file of a multipart request and stores it as a re-encoded image of `kind`.
 * The client's file name and Content-Type are never used.
 */
export async function saveUploadedImage(
  request: FastifyRequest,
  options: { uploadDir: string; kind: string; maxSide: number },
): Promise<string> {
  const { data } = await readOneFile(request, UPLOAD_MAX_BYTES, {
    noFile: 'member.upload_no_file',
    tooLarge: 'member.upload_too_large',
  });
  try {
    return await storeImage(data, options);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new AppError('member.upload_type_invalid');
    throw error;
  }
}

/**
 * Reads the one file of a multipart request as a document (at most `maxBytes`), with the form's
 * fields sent before it; `storeUploadedDocument` keeps it once the fields are checked.
 */
export const readUploadedDocument = (request: FastifyRequest, maxBytes: number) =>
  readOneFile(request, maxBytes, {
    noFile: 'member.upload_no_document',
    tooLarge: 'member.upload_document_too_large',
  });

/**
 * Stores a document of `kind` under `root` (never served publicly): a PDF as sent, an image
 * re-encoded; anything else is refused with a clear message. Answers the stored key and type.
 */
export async function storeUploadedDocument(
  data: Buffer,
  options: { root: string; kind: string },
): Promise<{ key: string; ext: DocumentExt }> {
  try {
    return await storeDocument(data, { ...options, maxSide: 2400 });
  } catch (error) {
    if (error instanceof ImageRejectedError)
      throw new AppError('member.upload_document_type_invalid');
    throw error;
  }
}
