import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { MessageKey } from '../../lib/i18n/translate';
import type { KeyValueStore } from '../../lib/kv/kv';
import { isOwnUpload, rememberOwnUpload } from '../../lib/upload/own-upload';
import { saveUploadedImage } from '../member';

/*
 * Pictures a buyer attaches in after-sales (refund evidence, evaluation pictures): uploaded one by
 * one, re-encoded, and accepted later only from the member who uploaded them.
 */

export type OwnImageDeps = { kv: KeyValueStore; uploadDir: string };

/** An upload kind, the longest side it is stored at, and the refusal of a picture not one's own. */
export type OwnImageKind = { kind: string; maxSide: number; invalid: MessageKey };

/** Refund, message and complaint evidence (`/api/upload/refundimg`). */
export const REFUND_IMAGE: OwnImageKind = {
  kind: 'refund',
  maxSide: 1600,
  invalid: 'refund.image_invalid',
};

/** Evaluation pictures (`/api/upload/evaluateimg`). */
export const EVALUATE_IMAGE: OwnImageKind = {
  kind: 'evaluate',
  maxSide: 1600,
  invalid: 'evaluate.images_invalid',
};

/** Stores the one picture of a multipart upload and remembers that the member uploaded it. */
export async function saveOwnImage(
  request: FastifyRequest,
  deps: OwnImageDeps,
  memberId: number,
  image: OwnImageKind,
): Promise<string> {
  const picPath = await saveUploadedImage(request, {
    uploadDir: deps.uploadDir,
    kind: image.kind,
    maxSide: image.maxSide,
  });
  await rememberOwnUpload(deps.kv, image.kind, memberId, picPath);
  return picPath;
}

/** Refuses with the kind's message unless the member uploaded every picture and it is stored. */
export async function checkOwnImages(
  deps: OwnImageDeps,
  memberId: number,
  image: OwnImageKind,
  paths: readonly string[],
): Promise<void> {
  for (const path of new Set(paths))
    if (!(await isOwnUpload(deps, image.kind, memberId, path))) throw new AppError(image.invalid);
}
