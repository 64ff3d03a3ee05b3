import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { ImageRejectedError, storeImage } from '../../lib/upload/image-store';

/** Largest accepted upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const errorCode = (error: unknown) => (error as { code?: unknown } | null)?.code;

/**
 * Reads the one file of a multipart request and stores it as a re-encoded image of `kind`.
 * The client's file name and Content-Type are never used.
 */
export async function saveUploadedImage(
  request: FastifyRequest,
  options: { uploadDir: string; kind: string; maxSide: number },
): Promise<string> {
  let data: Buffer;
  try {
    const file = await request.file({
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
    });
    if (!file) throw new AppError('member.upload_no_file');
    data = await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('member.upload_too_large', { max: 5 });
    if (errorCode(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError('member.upload_no_file');
    throw error;
  }
  if (data.length === 0) throw new AppError('member.upload_no_file');
  try {
    return await storeImage(data, options);
  } catch (error) {
    if (error instanceof ImageRejectedError) throw new AppError('member.upload_type_invalid');
    throw error;
  }
}
