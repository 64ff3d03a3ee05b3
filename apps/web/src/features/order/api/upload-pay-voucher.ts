import type { UploadResult } from '@shop/contracts/member';
import { uploadImage } from '@/lib/upload-image';

/** Uploads the transfer voucher image (login required), reporting progress 0-100. */
export const uploadPayVoucher = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage('/api/upload/payvoucher', file, onProgress);
