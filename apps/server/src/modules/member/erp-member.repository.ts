import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberDocument } from './member-document.tables';
import { member, memberLabel, memberLevel } from './member.tables';

/* The reads and writes of an ERP members batch (issue 26): one read per kind for the batch. */

const jsonList = (values: readonly string[]) =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

/** The members a batch names, by customer code or by mobile (a member the shop already had). */
export function findErpMemberTargets(
  db: DbExecutor,
  codes: readonly string[],
  mobiles: readonly string[],
) {
  return db
    .select({
      memberId: member.memberId,
      erpCode: member.erpCode,
      mobile: member.mobile,
      companyName: member.companyName,
      realname: member.realname,
      labelId: member.labelId,
      levelId: member.levelId,
      salesmanId: member.salesmanId,
    })
    .from(member)
    .where(
      or(
        and(sql`${member.erpCode} <> ''`, sql`${member.erpCode} in ${jsonList(codes)}`),
        sql`${member.mobile} in ${jsonList(mobiles)}`,
      ),
    );
}
export type ErpMemberTarget = Awaited<ReturnType<typeof findErpMemberTargets>>[number];

/** Every buyer type and level, by name (small tables, read once per batch). */
export async function findLabelAndLevelNames(db: DbExecutor) {
  const [labels, levels] = await Promise.all([
    db.select({ id: memberLabel.labelId, name: memberLabel.labelName }).from(memberLabel),
    db.select({ id: memberLevel.levelId, name: memberLevel.levelName }).from(memberLevel),
  ]);
  return { labels, levels };
}

/** The approved licences (status 1) of the batch's members. */
export function findApprovedDocuments(db: DbExecutor, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      memberId: memberDocument.memberId,
      typeKey: memberDocument.typeKey,
      docNo: memberDocument.docNo,
      validFrom: memberDocument.validFrom,
      validTo: memberDocument.validTo,
      scopes: memberDocument.scopes,
    })
    .from(memberDocument)
    .where(and(inArray(memberDocument.memberId, [...memberIds]), eq(memberDocument.status, 1)));
}
export type ApprovedDocument = Awaited<ReturnType<typeof findApprovedDocuments>>[number];

/**
 * Stores a licence the ERP holds as approved (the shop reviewed it there, 首营): the approved
 * version of the same type before it becomes replaced (status 2), as a renewal does (issue 16).
 */
export async function storeApprovedDocument(
  db: DbExecutor,
  memberId: number,
  doc: {
    typeKey: string;
    docNo: string;
    validFrom: string | null;
    validTo: string | null;
    scopes: string[];
  },
): Promise<void> {
  const now = new Date();
  await db
    .update(memberDocument)
    .set({ status: 2, updatedAt: now })
    .where(
      and(
        eq(memberDocument.memberId, memberId),
        eq(memberDocument.typeKey, doc.typeKey),
        eq(memberDocument.status, 1),
      ),
    );
  await db.insert(memberDocument).values({ memberId, ...doc, status: 1, reviewedAt: now });
}
