import { AppError } from '../../lib/app-error';
import { isOwnUpload, OWN_UPLOAD_TTL_MS, ownUploadKey } from '../../lib/upload/own-upload';
import type { KeyValueStore } from '../../lib/kv/kv';

/*
 * Transfer vouchers (`/api/upload/payvoucher`, issue 15): an order payment and a recharge
 * (issue 16) accept only a voucher image the same member uploaded within the last week.
 */

/** Upload kind of transfer vouchers. */
export const PAY_VOUCHER_UPLOAD_KIND = 'payvoucher';
/** How long an uploaded voucher may be submitted by the member who uploaded it. */
export const PAY_VOUCHER_TTL_MS = OWN_UPLOAD_TTL_MS;
export const payVoucherKey = (memberId: number, picPath: string) =>
  ownUploadKey(PAY_VOUCHER_UPLOAD_KIND, memberId, picPath);

/** Throws `pay.voucher_invalid` unless the member uploaded this voucher and it is stored. */
export async function checkOwnVoucher(
  deps: { kv: KeyValueStore; uploadDir: string },
  memberId: number,
  voucher: string,
): Promise<void> {
  if (!(await isOwnUpload(deps, PAY_VOUCHER_UPLOAD_KIND, memberId, voucher)))
    throw new AppError('pay.voucher_invalid');
}
