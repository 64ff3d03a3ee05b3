import { ApiCode } from '@shop/contracts/common';
import { UploadResultSchema, type UploadResult } from '@shop/contracts/member';
import { ApiError } from '@/lib/api-client';
import { currentApiLang, i18n } from '@/lib/i18n';

/** What every image upload of the site accepts (the server checks the content too). */
export const IMAGE_UPLOAD_MAX_MB = 5;
export const IMAGE_UPLOAD_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

/**
 * Uploads one image to `path` (multipart) reporting progress 0-100; answers `{ pic_path }`.
 * fetch() cannot report upload progress, hence XMLHttpRequest; the answer is the usual envelope.
 */
export function uploadImage(
  path: string,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept-language', currentApiLang() === 'en-us' ? 'en-US' : 'zh-CN');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const networkError = () =>
      new ApiError(i18n.t('common:errors.uploadFailed'), ApiCode.FAIL, true);
    xhr.onerror = () => reject(networkError());
    xhr.onload = () => {
      try {
        const envelope = JSON.parse(xhr.responseText) as {
          code?: number;
          message?: string;
          data?: unknown;
        };
        const code = envelope.code ?? ApiCode.FAIL;
        if (code < 0) return reject(new ApiError(envelope.message ?? '', code));
        resolve(UploadResultSchema.parse(envelope.data));
      } catch {
        reject(networkError());
      }
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
