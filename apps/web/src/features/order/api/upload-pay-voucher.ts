import type { UploadResult } from '@shop/contracts/member';
import { uploadImage } from '@shop/web-kit/upload';

/** Uploads the transfer voucher image (login required), reporting progress 0-100. */
export const uploadPayVoucher = (
  file: Blob,
  onProgress: (percent: number) => void,
): Promise<UploadResult> => uploadImage('/api/upload/payvoucher', file, onProgress);
