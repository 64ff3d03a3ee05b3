import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { FastifyReply } from 'fastify';
import { attachmentHeader } from './attachment';

/** A stored document a caller may download: where it is, the name it downloads as, its type. */
export type StoredFile = { file: string; fileName: string; contentType: string };

/**
 * Streams a stored document as an attachment, never cached by a shared cache; when it is not the
 * caller's (`found` false or null) or no longer on disk, a plain 404 saying `notFound`.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  found: StoredFile | null | false,
  notFound: string,
) {
  const size = found
    ? await fs.stat(found.file).then(
        (s) => s.size,
        () => null,
      )
    : null;
  if (!found || size === null)
    return reply
      .code(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(notFound);
  return reply
    .type(found.contentType)
    .header('content-length', size)
    .header('content-disposition', attachmentHeader(found.fileName))
    .header('cache-control', 'private, no-store')
    .send(createReadStream(found.file));
}
