import type { FastifyRequest } from 'fastify';
import { saveUploadedImage } from '../member';
import { CHAT_UPLOAD_KIND } from './chat-content.service';

/** Longest side of a stored chat image (re-encoded; large enough to read a label or invoice). */
export const CHAT_IMAGE_MAX_SIDE = 1600;

/**
 * Stores the one image of a multipart chat upload (5 MB at most, type by content, re-encoded,
 * random name) and answers its public path, which `say` then accepts as an image message.
 */
export function saveChatImage(request: FastifyRequest, uploadDir: string): Promise<string> {
  return saveUploadedImage(request, {
    uploadDir,
    kind: CHAT_UPLOAD_KIND,
    maxSide: CHAT_IMAGE_MAX_SIDE,
  });
}
