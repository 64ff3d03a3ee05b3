import type { KeyValueStore } from '../kv/kv';
import { isStoredImage } from './image-store';

/*
 * Images a member uploads to attach to something later (a transfer voucher, refund evidence): the
 * upload is remembered for its member, and a later request may name only images that member
 * uploaded within the last week and that are stored.
 */

/** How long an uploaded image may be attached by the member who uploaded it. */
export const OWN_UPLOAD_TTL_MS = 7 * 24 * 3_600_000;

export const ownUploadKey = (kind: string, memberId: number, path: string) =>
  `${kind}:${memberId}:${path}`;

export async function rememberOwnUpload(
  kv: KeyValueStore,
  kind: string,
  memberId: number,
  path: string,
): Promise<void> {
  await kv.set(ownUploadKey(kind, memberId, path), '1', OWN_UPLOAD_TTL_MS);
}

/** Whether the member uploaded this image of `kind` and it is stored. */
export async function isOwnUpload(
  deps: { kv: KeyValueStore; uploadDir: string },
  kind: string,
  memberId: number,
  path: string,
): Promise<boolean> {
  return (
    (await deps.kv.get(ownUploadKey(kind, memberId, path))) !== null &&
    (await isStoredImage(deps.uploadDir, kind, path))
  );
}
