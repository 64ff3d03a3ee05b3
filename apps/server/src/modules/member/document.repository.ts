import { and, asc, desc, eq, ne, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { memberDocument } from './member-document.tables';
import { member } from './member.tables';

const documentColumns = {
  id: memberDocument.id,
  memberId: memberDocument.memberId,
  typeKey: memberDocument.typeKey,
  docNo: memberDocument.docNo,
  validFrom: memberDocument.validFrom,
  validTo: memberDocument.validTo,
  scopes: memberDocument.scopes,
  images: memberDocument.images,
  status: memberDocument.status,
  rejectReason: memberDocument.rejectReason,
  createdAt: memberDocument.createdAt,
  reviewedAt: memberDocument.reviewedAt,
};

/** Every version of every document of a member, newest first. */
export function findMemberDocuments(db: DbExecutor, memberId: number) {
  return db
    .select(documentColumns)
    .from(memberDocument)
    .where(eq(memberDocument.memberId, memberId))
    .orderBy(desc(memberDocument.id));
}

export type DocumentRow = Awaited<ReturnType<typeof findMemberDocuments>>[number];

/** The approved, not replaced versions of a member (what decides buying). */
export function findApprovedDocuments(db: DbExecutor, memberId: number) {
  return db
    .select({
      typeKey: memberDocument.typeKey,
      validTo: memberDocument.validTo,
      scopes: memberDocument.scopes,
    })
    .from(memberDocument)
    .where(and(eq(memberDocument.memberId, memberId), eq(memberDocument.status, 1)));
}

type NewDocument = {
  memberId: number;
  typeKey: string;
  docNo?: string;
  validFrom?: string | null;
  validTo?: string | null;
  scopes?: string[];
  images: string[];
};

/** Stores document versions waiting review (status 0); answers their ids. */
export async function insertDocuments(db: DbExecutor, rows: NewDocument[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const created = await db
    .insert(memberDocument)
    .values(rows.map((r) => ({ ...r, status: 0 })))
    .returning({ id: memberDocument.id });
  return created.map((c) => c.id);
}

/** Whether the member has a version of this type waiting review. */
export async function hasWaitingDocument(
  db: DbExecutor,
  memberId: number,
  typeKey: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: memberDocument.id })
    .from(memberDocument)
    .where(
      and(
        eq(memberDocument.memberId, memberId),
        eq(memberDocument.typeKey, typeKey),
        eq(memberDocument.status, 0),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** One version by id, locked for its review. */
export async function lockDocument(db: DbExecutor, id: number) {
  const rows = await db
    .select(documentColumns)
    .from(memberDocument)
    .where(eq(memberDocument.id, id))
    .for('update');
  return rows[0];
}

type Decision = {
  status: 1 | -1;
  staffId: number;
  rejectReason: string;
  docNo: string;
  validFrom: string | null;
  validTo: string | null;
  scopes: string[];
};

/**
 * Decides a waiting version (0 -> 1 or -1); false when it is no longer waiting. Approving retires
 * the older approved version of the same type (status 2): the renewal counts from now on.
 */
export async function decideDocument(db: DbExecutor, id: number, d: Decision): Promise<boolean> {
  const now = new Date();
  const [row] = await db
    .update(memberDocument)
    .set({
      status: d.status,
      rejectReason: d.rejectReason,
      docNo: d.docNo,
      validFrom: d.validFrom,
      validTo: d.validTo,
      scopes: d.scopes,
      reviewedBy: d.staffId,
      reviewedAt: now,
      updatedAt: now,
    })
    .where(and(eq(memberDocument.id, id), eq(memberDocument.status, 0)))
    .returning({ memberId: memberDocument.memberId, typeKey: memberDocument.typeKey });
  if (!row) return false;
  if (d.status === 1)
    await db
      .update(memberDocument)
      .set({ status: 2, updatedAt: now })
      .where(
        and(
          eq(memberDocument.memberId, row.memberId),
          eq(memberDocument.typeKey, row.typeKey),
          eq(memberDocument.status, 1),
          ne(memberDocument.id, id),
        ),
      );
  return true;
}

/** The versions waiting review, oldest first, with their member; and how many there are. */
export async function findWaitingDocuments(
  db: DbExecutor,
  page: { offset: number; limit: number; where?: SQL },
) {
  const where = and(eq(memberDocument.status, 0), page.where);
  const [list, [total]] = await Promise.all([
    db
      .select({
        ...documentColumns,
        username: member.username,
        nickname: member.nickname,
        hasApproved: sql<boolean>`exists (select 1 from member_document a where a.member_id = ${memberDocument.memberId} and a.type_key = ${memberDocument.typeKey} and a.status = 1)`,
      })
      .from(memberDocument)
      .innerJoin(member, eq(member.memberId, memberDocument.memberId))
      .where(where)
      .orderBy(asc(memberDocument.createdAt), asc(memberDocument.id))
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(memberDocument)
      .innerJoin(member, eq(member.memberId, memberDocument.memberId))
      .where(where),
  ]);
  return { list, count: total?.count ?? 0 };
}

/**
 * A member's licence state as one number for lists and filters, by review and dates (`today`,
 * the shop's day YYYY-MM-DD, the rule of `isInForce`): 4 a version waiting review, 3 an approved
 * one past its end, 2 one approved, 1 only rejected ones, 0 none (see `qualificationStatusOf`).
 */
export const documentRankSql = (memberId: AnyPgColumn, today: string | Placeholder) =>
  sql<number>`coalesce((select max(case when d.status = 0 then 4 when d.status = 1 and d.valid_to < ${today}::date then 3 when d.status = 1 then 2 when d.status = -1 then 1 else 0 end) from member_document d where d.member_id = ${memberId}), 0)`;

/** The member's buyer type (label), which decides the documents it provides. */
export async function findMemberLabelId(db: DbExecutor, memberId: number): Promise<number | null> {
  const [row] = await db
    .select({ labelId: member.labelId })
    .from(member)
    .where(eq(member.memberId, memberId));
  return row?.labelId ?? null;
}

/** The member a document version belongs to (undefined: no such version). */
export async function findDocumentMemberId(db: DbExecutor, id: number) {
  const [row] = await db
    .select({ memberId: memberDocument.memberId })
    .from(memberDocument)
    .where(eq(memberDocument.id, id));
  return row?.memberId;
}
