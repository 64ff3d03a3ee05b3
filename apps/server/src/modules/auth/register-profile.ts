import type {
  QualificationImages,
  RegisterFormField,
  RegisterUsernameBody,
} from '@shop/contracts/auth';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  describeRegion,
  findInviterId,
  findMemberLabel,
  checkQualificationImages,
} from '../member';
import { salesmanForRegistration } from './salesman.service';

type ProfileInput = Omit<
  RegisterUsernameBody,
  'username' | 'password' | 'captcha_id' | 'captcha_code' | 'key' | 'code'
>;

export type CheckedProfile = {
  nickname: string | undefined;
  realname: string;
  labelId: number | null;
  provinceId: number;
  cityId: number;
  districtId: number;
  address: string;
  fullAddress: string;
  parentId: number;
  salesmanId: number;
  images: QualificationImages;
};

/** Refuses a registration missing a field the shop's form requires (no database work). */
export function assertRequiredPresent(input: ProfileInput, required: Set<RegisterFormField>): void {
  // Qualification documents are checked per type by checkQualificationImages.
  const missing: Array<[Exclude<RegisterFormField, 'qualification'>, boolean]> = [
    ['nickname', !input.nickname],
    ['realname', !input.realname],
    ['mobile', !input.mobile],
    ['member_label', !input.member_label],
    ['area', !input.province_id || !input.city_id || !input.district_id],
    ['address', !input.address],
    ['invitation_code', !input.invitation_code],
  ];
  const first = missing.find(([field, absent]) => absent && required.has(field));
  if (first) throw new AppError(`auth.field_required_${first[0]}`);
}

/**
 * Checks the profile part of a registration against the database: buyer type, region chain,
 * qualification images (this server's uploads only), invitation code and salesman (issue 16).
 */
export async function checkProfile(
  db: DbExecutor,
  uploadDir: string,
  input: ProfileInput,
  required: Set<RegisterFormField>,
): Promise<CheckedProfile> {
  const labelId = input.member_label ?? null;
  if (labelId !== null && !(await findMemberLabel(db, labelId)))
    throw new AppError('auth.label_invalid');
  const region = {
    provinceId: input.province_id ?? 0,
    cityId: input.city_id ?? 0,
    districtId: input.district_id ?? 0,
  };
  const fullAddress = await describeRegion(db, region);
  const images = await checkQualificationImages(db, uploadDir, {
    labelId: labelId ?? undefined,
    images: input.qualifications_images ?? {},
    requireAll: required.has('qualification'),
  });
  let parentId = 0;
  if (input.invitation_code) {
    parentId = (await findInviterId(db, input.invitation_code)) ?? 0;
    if (!parentId) throw new AppError('auth.invitation_invalid');
  }
  const salesmanId = await salesmanForRegistration(db, input);
  return {
    nickname: input.nickname || undefined,
    realname: input.realname ?? '',
    labelId,
    ...region,
    address: input.address ?? '',
    fullAddress,
    parentId,
    salesmanId,
    images,
  };
}
