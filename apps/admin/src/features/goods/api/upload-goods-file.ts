import { ApiCode } from '@shop/contracts/common';
import type { StaffEndpoint } from '@shop/contracts/staff';
import type { z } from 'zod';
import { ApiError, isSessionLost } from '@/lib/api-client';
import { CSRF_HEADER, csrfToken } from '@/lib/csrf';
import { currentApiLang, i18n } from '@/lib/i18n';

/**
 * Uploads one file to a multipart console call reporting progress 0-100 (issue 25: the editor's
 * images and insert PDF). fetch() cannot report upload progress, hence XMLHttpRequest; the same
 * CSRF token, envelope and refusals as `apiUpload`. A lost session rejects like any refusal: the
 * editor keeps its unsaved work and the next ordinary call sends the staff member to sign in.
 */
export function uploadGoodsFile<Data extends z.ZodType>(
  endpoint: StaffEndpoint<z.ZodType, Data>,
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<z.infer<Data>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', endpoint.path);
    xhr.withCredentials = true;
    xhr.setRequestHeader('accept-language', currentApiLang() === 'en-us' ? 'en-US' : 'zh-CN');
    const token = csrfToken();
    if (token) xhr.setRequestHeader(CSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    const failed = () => new ApiError(i18n.t('common:errors.network'), ApiCode.FAIL, true);
    xhr.onerror = () => reject(failed());
    xhr.onload = () => {
      let envelope: { code?: number; message?: string; data?: unknown };
      try {
        envelope = JSON.parse(xhr.responseText) as typeof envelope;
      } catch {
        return reject(failed());
      }
      const code = envelope.code ?? ApiCode.FAIL;
      if (code < 0 || isSessionLost(code))
        return reject(new ApiError(envelope.message ?? '', code));
      const parsed = endpoint.data.safeParse(envelope.data);
      if (parsed.success) resolve(parsed.data);
      else reject(failed());
    };
    const form = new FormData();
    form.append('lang', currentApiLang());
    form.append('file', file);
    xhr.send(form);
  });
}
