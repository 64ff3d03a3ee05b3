import { randomInt } from 'node:crypto';
import { MOBILE_PATTERN } from '@shop/contracts/auth';
import type { MemberLabel } from '@shop/contracts/auth';
import type { MemberInfo, MemberLevel, MultiAccountList } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { isStoredImage } from '../../lib/upload/image-store';
import {
  findDefaultLevelId,
  findMemberById,
  findMemberByLogin,
  findMemberByMobile,
  findMemberIdByInvitationCode,
  findMemberProfile,
  insertMember,
  invitationCodeTaken,
  findLabel,
  listGroupMembers,
  listLabels,
  listLevels,
  updateMember,
  usernameTaken,
  type LoginMemberRow,
} from './member.repository';
import { chinaDay } from './licence-state';
import { qualificationStatusOf } from './qualification.service';

export type { LoginMemberRow } from './member.repository';
export const HEADIMG_UPLOAD_KIND = 'headimg';

/** The member signing in with `login` (username in any case, or mobile). */
export const findLoginMember = (
  db: DbExecutor,
  login: string,
): Promise<LoginMemberRow | undefined> => findMemberByLogin(db, login);
export const findMember = (db: DbExecutor, memberId: number) => findMemberById(db, memberId);
export const findMemberWithMobile = (db: DbExecutor, mobile: string) =>
  findMemberByMobile(db, mobile);
export const isUsernameTaken = (db: DbExecutor, username: string) => usernameTaken(db, username);
export const findInviterId = (db: DbExecutor, code: string) =>
  findMemberIdByInvitationCode(db, code);

const INVITATION_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh 8-character invitation code (no 0/O/1/I, so it can be read aloud). */
async function newInvitationCode(db: DbExecutor): Promise<string> {
  for (;;) {
    const code = Array.from(
      { length: 8 },
      () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)],
    ).join('');
    if (!(await invitationCodeTaken(db, code))) return code;
  }
}

export type NewMember = {
  username: string;
  passwordHash: string;
  nickname: string;
  realname: string;
  mobile: string | null;
  labelId: number | null;
  provinceId: number;
  cityId: number;
  districtId: number;
  address: string;
  fullAddress: string;
  parentId: number;
  /** The salesman staff account named at registration (0: none; issue 16). */
  salesmanId: number;
};

/**
 * Creates a member with its own invitation code, at the default level unless one is given (an
 * ERP customer's level, issue 26).
 */
export async function createMember(
  db: DbExecutor,
  input: NewMember & { levelId?: number | null; companyName?: string; erpCode?: string },
): Promise<number> {
  return insertMember(db, {
    ...input,
    levelId: input.levelId ?? (await findDefaultLevelId(db)) ?? null,
    invitationCode: await newInvitationCode(db),
  });
}

export const setMemberPassword = (db: DbExecutor, memberId: number, passwordHash: string) =>
  updateMember(db, memberId, { passwordHash });

export const recordLogin = (db: DbExecutor, memberId: number) =>
  updateMember(db, memberId, { lastLoginAt: new Date() });

/** Whether `targetId` shares `callerId`'s login group (an account the caller may switch to). */
export async function inSameLoginGroup(
  db: DbExecutor,
  callerId: number,
  targetId: number,
): Promise<boolean> {
  const [caller, target] = await Promise.all([
    findMemberById(db, callerId),
    findMemberById(db, targetId),
  ]);
  return !!caller?.loginGroupId && caller.loginGroupId === target?.loginGroupId;
}

/**
 * `/api/member/info` without the balance, which is finance's (ADR 0025; finance's route adds it):
 * the member's profile, the level named in the request's language.
 */
export async function getMemberInfo(
  db: DbExecutor,
  memberId: number,
  lang: Lang,
): Promise<Omit<MemberInfo, 'balance'>> {
  const row = await findMemberProfile(db, memberId, chinaDay(new Date()));
  if (!row) throw new AppError('auth.token_error', {}, -10009);
  return {
    member_id: row.memberId,
    username: row.username,
    nickname: row.nickname,
    realname: row.realname,
    company_name: row.companyName,
    headimg: row.headimg,
    mobile: row.mobile ?? '',
    member_level: row.levelId ?? 0,
    member_level_name: row.levelName
      ? shopText(lang, row.levelName, row.levelNameEn ?? undefined)
      : '',
    label_name: row.labelName ?? '',
    point: row.point,
    growth: row.growth,
    province_id: row.provinceId,
    city_id: row.cityId,
    district_id: row.districtId,
    address: row.address,
    full_address: row.fullAddress,
    invitation_code: row.invitationCode,
    has_pay_password: row.hasPayPassword,
    qualification_status: qualificationStatusOf(row.qualificationRank),
  };
}

export async function modifyNickname(
  db: DbExecutor,
  memberId: number,
  nickname: string,
): Promise<void> {
  await updateMember(db, memberId, { nickname });
}

/** `/api/member/modifyinfo` (issue 16): the real name and the buying company's name. */
export async function modifyInfo(
  db: DbExecutor,
  memberId: number,
  input: { realname: string; company_name: string },
): Promise<void> {
  await updateMember(db, memberId, { realname: input.realname, companyName: input.company_name });
}

/** Binds `mobile` to the member (the caller has proven both numbers); a taken number is refused. */
export async function setMemberMobile(
  db: DbExecutor,
  memberId: number,
  mobile: string,
): Promise<void> {
  await checkMobileFree(db, mobile);
  try {
    await updateMember(db, memberId, { mobile });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('member.mobile_registered');
    throw error;
  }
}

/** Sets the head image to a picture this server stored from `/api/upload/headimg`. */
export async function modifyHeadimg(
  db: DbExecutor,
  uploadDir: string,
  memberId: number,
  headimg: string,
): Promise<void> {
  if (!(await isStoredImage(uploadDir, HEADIMG_UPLOAD_KIND, headimg)))
    throw new AppError('member.headimg_invalid');
  await updateMember(db, memberId, { headimg });
}

/** Refuses a malformed or already registered mobile. */
export async function checkMobileFree(db: DbExecutor, mobile: string): Promise<void> {
  if (!MOBILE_PATTERN.test(mobile)) throw new AppError('auth.mobile_invalid');
  if (await findMemberByMobile(db, mobile)) throw new AppError('member.mobile_registered');
}

export const maskMobile = (mobile: string | null) =>
  mobile ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '';

export async function multiAccountList(
  db: DbExecutor,
  memberId: number,
): Promise<MultiAccountList> {
  const caller = await findMemberById(db, memberId);
  if (!caller?.loginGroupId) return { group_list: [] };
  const members = await listGroupMembers(db, caller.loginGroupId);
  return {
    group_list: members.map((m) => ({
      member_id: m.memberId,
      nickname: m.nickname,
      mobile: maskMobile(m.mobile),
      is_current_member: m.memberId === memberId,
    })),
  };
}

/** The levels in the request's language (issue 16: English from `level_name_en`, `remark_en`). */
export async function memberLevels(db: DbExecutor, lang: Lang): Promise<MemberLevel[]> {
  return (await listLevels(db)).map((l) => ({
    level_id: l.levelId,
    level_name: shopText(lang, l.levelName, l.levelNameEn),
    growth: l.growth,
    is_default: l.isDefault === 1,
    remark: shopText(lang, l.remark, l.remarkEn),
  }));
}

/** Buyer types offered at registration. */
export async function memberLabels(db: DbExecutor): Promise<MemberLabel[]> {
  return (await listLabels(db)).map((l) => ({ label_id: l.labelId, label_name: l.labelName }));
}

export const findMemberLabel = (db: DbExecutor, labelId: number) => findLabel(db, labelId);
