import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { member, memberLabel, memberLevel } from './member.tables';
import { documentRankSql } from './document.repository';
import { preparedQuery } from '../../db/prepared';

export type NewMemberRow = typeof member.$inferInsert;

const loginColumns = {
  memberId: member.memberId,
  username: member.username,
  nickname: member.nickname,
  mobile: member.mobile,
  passwordHash: member.passwordHash,
  status: member.status,
  loginGroupId: member.loginGroupId,
  labelId: member.labelId,
};
export type LoginMemberRow = { [K in keyof typeof loginColumns]: (typeof member.$inferSelect)[K] };

/** The member whose username (any case) or mobile is `login`. */
export async function findMemberByLogin(
  db: DbExecutor,
  login: string,
): Promise<LoginMemberRow | undefined> {
  const rows = await db
    .select(loginColumns)
    .from(member)
    .where(or(sql`lower(${member.username}) = lower(${login})`, eq(member.mobile, login)))
    .limit(1);
  return rows[0];
}

export async function findMemberById(
  db: DbExecutor,
  memberId: number,
): Promise<LoginMemberRow | undefined> {
  const rows = await db
    .select(loginColumns)
    .from(member)
    .where(eq(member.memberId, memberId))
    .limit(1);
  return rows[0];
}

export async function findMemberByMobile(
  db: DbExecutor,
  mobile: string,
): Promise<LoginMemberRow | undefined> {
  const rows = await db.select(loginColumns).from(member).where(eq(member.mobile, mobile)).limit(1);
  return rows[0];
}

export async function usernameTaken(db: DbExecutor, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: member.memberId })
    .from(member)
    .where(sql`lower(${member.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function findMemberIdByInvitationCode(
  db: DbExecutor,
  code: string,
): Promise<number | undefined> {
  const rows = await db
    .select({ id: member.memberId })
    .from(member)
    .where(sql`upper(${member.invitationCode}) = upper(${code})`)
    .limit(1);
  return rows[0]?.id;
}

export async function invitationCodeTaken(db: DbExecutor, code: string): Promise<boolean> {
  return (await findMemberIdByInvitationCode(db, code)) !== undefined;
}

export async function insertMember(db: DbExecutor, row: NewMemberRow): Promise<number> {
  const [created] = await db.insert(member).values(row).returning({ id: member.memberId });
  if (!created) throw new Error('member insert returned nothing');
  return created.id;
}

export async function updateMember(
  db: DbExecutor,
  memberId: number,
  patch: Partial<
    Pick<
      NewMemberRow,
      | 'nickname'
      | 'headimg'
      | 'passwordHash'
      | 'lastLoginAt'
      | 'realname'
      | 'companyName'
      | 'mobile'
      | 'payPasswordHash'
      | 'erpCode'
      | 'labelId'
      | 'levelId'
      | 'salesmanId'
    >
  >,
): Promise<void> {
  await db
    .update(member)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(member.memberId, memberId));
}

const memberProfileQuery = preparedQuery('member_profile', (db, name) =>
  db
    .select({
      memberId: member.memberId,
      username: member.username,
      nickname: member.nickname,
      realname: member.realname,
      companyName: member.companyName,
      headimg: member.headimg,
      mobile: member.mobile,
      levelId: member.levelId,
      levelName: memberLevel.levelName,
      levelNameEn: memberLevel.levelNameEn,
      labelName: memberLabel.labelName,
      point: member.point,
      growth: member.growth,
      provinceId: member.provinceId,
      cityId: member.cityId,
      districtId: member.districtId,
      address: member.address,
      fullAddress: member.fullAddress,
      invitationCode: member.invitationCode,
      hasPayPassword: sql<boolean>`${member.payPasswordHash} <> ''`,
      qualificationRank: documentRankSql(member.memberId, sql.placeholder('today')),
    })
    .from(member)
    .leftJoin(memberLevel, eq(memberLevel.levelId, member.levelId))
    .leftJoin(memberLabel, eq(memberLabel.labelId, member.labelId))
    .where(eq(member.memberId, sql.placeholder('memberId')))
    .limit(1)
    .prepare(name),
);

/** The member with level, label and qualification review, for `/api/member/info`. */
export async function findMemberProfile(db: DbExecutor, memberId: number, today: string) {
  const rows = await memberProfileQuery(db).execute({ memberId, today });
  return rows[0];
}

/** The accounts of one login group, oldest first. */
export async function listGroupMembers(db: DbExecutor, groupId: number) {
  return db
    .select({ memberId: member.memberId, nickname: member.nickname, mobile: member.mobile })
    .from(member)
    .where(and(eq(member.loginGroupId, groupId), isNotNull(member.loginGroupId)))
    .orderBy(asc(member.memberId));
}

export async function listLevels(db: DbExecutor) {
  return db.select().from(memberLevel).orderBy(asc(memberLevel.growth), asc(memberLevel.sort));
}

export async function findDefaultLevelId(db: DbExecutor): Promise<number | undefined> {
  const rows = await db
    .select({ id: memberLevel.levelId })
    .from(memberLevel)
    .orderBy(sql`${memberLevel.isDefault} desc`, asc(memberLevel.growth))
    .limit(1);
  return rows[0]?.id;
}

export async function listLabels(db: DbExecutor) {
  return db.select().from(memberLabel).orderBy(asc(memberLabel.sort), asc(memberLabel.labelId));
}

export async function findLabel(db: DbExecutor, labelId: number) {
  const rows = await db.select().from(memberLabel).where(eq(memberLabel.labelId, labelId)).limit(1);
  return rows[0];
}

/** The stored pay password hash ('' when none is set). */
export async function findPayPasswordHash(db: DbExecutor, memberId: number): Promise<string> {
  const rows = await db
    .select({ hash: member.payPasswordHash })
    .from(member)
    .where(eq(member.memberId, memberId))
    .limit(1);
  return rows[0]?.hash ?? '';
}
