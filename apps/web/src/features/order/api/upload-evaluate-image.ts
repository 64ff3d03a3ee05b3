import type { UploadResult } from '@shop/contracts/member';
import { uploadImage } from '@shop/web-kit/upload';

/** Uploads one evaluation picture (login required), reporting progress 0-100. */
export const uploadEvaluateImage = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage('/api/upload/evaluateimg', file, onProgress);
