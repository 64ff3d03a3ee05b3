import type { UploadResult } from '@shop/contracts/member';
import { uploadImage } from '@/lib/upload-image';

/** Uploads one qualification image (visitors allowed: registration), reporting progress 0-100. */
export const uploadQualificationImage = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage('/api/upload/qualification', file, onProgress);
