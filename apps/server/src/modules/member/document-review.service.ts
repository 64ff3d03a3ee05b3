import type { ReviewDocumentBody } from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { decideDocument, lockDocument } from './document.repository';
import { getQualificationConfig } from './qualification.service';

/** What a review changed, for the staff audit log. */
export type DocumentDecision = {
  memberId: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};

const auditView = (d: {
  status: number;
  docNo: string;
  validFrom: string | null;
  validTo: string | null;
  scopes: unknown;
  rejectReason: string;
}) => ({
  status: d.status,
  doc_no: d.docNo,
  valid_from: d.validFrom,
  valid_to: d.validTo,
  scopes: d.scopes,
  reject_reason: d.rejectReason,
});

/**
 * Decides one waiting document version in the caller's transaction (issue 16): approval may
 * correct the number, dates and scopes (the scopes the type may cover); a rejection keeps the
 * version as submitted with its reason. Refused when the version is no longer waiting.
 */
export async function decideMemberDocument(
  tx: DbExecutor,
  body: ReviewDocumentBody,
  staffId: number,
): Promise<DocumentDecision> {
  const locked = await lockDocument(tx, body.id);
  if (!locked || locked.status !== 0) throw new AppError('console.document_not_waiting');
  const approve = body.pass === 1;
  const validFrom =
    approve && body.valid_from !== undefined ? body.valid_from || null : locked.validFrom;
  const validTo = approve && body.valid_to !== undefined ? body.valid_to || null : locked.validTo;
  if (validFrom && validTo && validTo < validFrom)
    throw new AppError('member.document_dates_order');
  const scopes = approve && body.scopes ? [...new Set(body.scopes)] : (locked.scopes as string[]);
  if (approve && body.scopes) {
    const { types } = await getQualificationConfig(tx);
    const type = types.find((t) => t.type_key === locked.typeKey);
    if (scopes.some((s) => !type?.scopes.includes(s)))
      throw new AppError('member.document_scope_invalid');
  }
  const decision = {
    status: approve ? (1 as const) : (-1 as const),
    staffId,
    rejectReason: approve ? '' : body.remark,
    docNo: approve && body.doc_no !== undefined ? body.doc_no : locked.docNo,
    validFrom,
    validTo,
    scopes,
  };
  if (!(await decideDocument(tx, locked.id, decision)))
    throw new AppError('console.document_not_waiting');
  return {
    memberId: locked.memberId,
    before: { id: locked.id, type_key: locked.typeKey, ...auditView(locked) },
    after: { id: locked.id, type_key: locked.typeKey, ...auditView(decision) },
  };
}
