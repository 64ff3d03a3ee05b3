import type { UploadResult } from '@shop/contracts/member';
import { uploadImage } from '@shop/web-kit/upload';

/** Uploads one qualification image (visitors allowed: registration), reporting progress 0-100. */
export const uploadQualificationImage = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage('/api/upload/qualification', file, onProgress);
