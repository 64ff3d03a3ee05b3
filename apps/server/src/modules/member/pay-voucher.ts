import type { KeyValueStore } from '../../lib/kv/kv';
import { AppError } from '../../lib/app-error';
import { isStoredImage } from '../../lib/upload/image-store';

/*
 * Transfer vouchers (`/api/upload/payvoucher`, issue 15): an order payment and a recharge
 * (issue 16) accept only a voucher image the same member uploaded within the last week.
 */

/** Upload kind of transfer vouchers. */
export const PAY_VOUCHER_UPLOAD_KIND = 'payvoucher';
/** How long an uploaded voucher may be submitted by the member who uploaded it. */
export const PAY_VOUCHER_TTL_MS = 7 * 24 * 3_600_000;
export const payVoucherKey = (memberId: number, picPath: string) =>
  `payvoucher:${memberId}:${picPath}`;

/** Throws `pay.voucher_invalid` unless the member uploaded this voucher and it is stored. */
export async function checkOwnVoucher(
  deps: { kv: KeyValueStore; uploadDir: string },
  memberId: number,
  voucher: string,
): Promise<void> {
  const mine = (await deps.kv.get(payVoucherKey(memberId, voucher))) !== null;
  if (!mine || !(await isStoredImage(deps.uploadDir, PAY_VOUCHER_UPLOAD_KIND, voucher)))
    throw new AppError('pay.voucher_invalid');
}
