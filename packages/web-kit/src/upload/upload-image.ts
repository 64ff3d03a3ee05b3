import { ApiCode } from '@shop/contracts/common';
import { UploadResultSchema, type UploadResult } from '@shop/contracts/member';
import type { z } from 'zod';
import { requestHeaders, unwrap } from '../api/exchange';
import { ApiError } from '../api/api-error';
import { armSessionEnd } from '../api/session-end';
import { kitText } from '../i18n/kit-text';

/** What every image upload of the shop accepts (the server checks the content too). */
export const IMAGE_UPLOAD_MAX_MB = 5;
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/** Uploads one image to `path` (multipart) reporting progress 0-100; answers `{ pic_path }`. */
export const uploadImage = (
  path: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadWithProgress(path, file, onProgress, UploadResultSchema);

/**
 * Uploads one file to `path` (multipart, the form's `fields` before the file) reporting progress
 * 0-100, answering its `data` read by `schema`. fetch() cannot report upload progress, hence
 * XMLHttpRequest; the headers (the console's CSRF token), the envelope and the refusals are
 * apiCall's.
 */
export function uploadWithProgress<Data extends z.ZodType>(
  path: string,
  file: Blob,
  onProgress: (percent: number) => void,
  schema: Data,
  fields: Readonly<Record<string, string>> = {},
): Promise<z.infer<Data>> {
  armSessionEnd();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const failed = () => new ApiError(kitText('errors.uploadFailed'), ApiCode.FAIL, true);
    xhr.onerror = () => reject(failed());
    xhr.onload = () => {
      let envelope: unknown;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        return reject(failed());
      }
      try {
        resolve(unwrap(envelope as object, schema, {}));
      } catch (error) {
        reject(error instanceof Error ? error : failed());
      }
    };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    xhr.send(form);
  });
}
