import { VERIFY_TYPES, type VerifyType } from '@shop/contracts/verify';

/** The verification desk, its records and one record (spec §2 member area). */
export const VERIFY_DESK_PATH = '/member/verification';
export const VERIFY_LIST_PATH = '/member/verification_list';
export const verifyDetailPath = (verifyId: number) =>
  `/member/verification_detail?verify_id=${verifyId}`;

/** The record id of `?verify_id=`, or undefined when missing or not a positive integer. */
export function verifyIdFromParams(params: URLSearchParams): number | undefined {
  const raw = params.get('verify_id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The kind of `?type=`, undefined for all. */
export const verifyTypeFromParams = (params: URLSearchParams): VerifyType | undefined =>
  VERIFY_TYPES.find((type) => type === params.get('type'));

/**
 * What the desk looks up for what was typed, pasted or scanned: the digits only (a scanner or a
 * copied "1234 5678" brings spaces); '' when nothing usable was entered.
 */
export const codeOfInput = (input: string): string => input.replace(/\D/g, '');
