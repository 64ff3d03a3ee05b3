import type {
  MemberDocument,
  MemberDocumentType,
  MemberQualification,
  QualificationType,
  QualificationUploadBody,
} from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { isStoredImage } from '../../lib/upload/image-store';
import {
  findMemberDocuments,
  findMemberLabelId,
  hasWaitingDocument,
  insertDocuments,
  type DocumentRow,
} from './document.repository';
import {
  EXPIRY_NOTICE_DAYS,
  chinaDay,
  daysUntil,
  forgetLicenceState,
  isInForce,
  licenceStateOf,
} from './licence-state';
import {
  getQualificationConfig,
  QUALIFICATION_UPLOAD_KIND,
  typesForLabel,
} from './qualification.service';
import { licenceGateOn } from './licence-gate-setting';

/** One stored version as the API speaks it, judged by its dates on `today` (the shop's day). */
export const memberDocumentOf = (row: DocumentRow, today: string): MemberDocument => ({
  id: row.id,
  type_key: row.typeKey,
  doc_no: row.docNo,
  valid_from: row.validFrom,
  valid_to: row.validTo,
  scopes: row.scopes as string[],
  images: row.images as string[],
  status: row.status as MemberDocument['status'],
  expired: row.status === 1 && !isInForce(row.validTo, today),
  reject_reason: row.rejectReason,
  create_time: row.createdAt.getTime(),
  review_time: row.reviewedAt?.getTime() ?? null,
});

/** The state of one document type from its versions (newest first) on `today`. */
function typeStateOf(
  type: QualificationType,
  versions: DocumentRow[],
  today: string,
): MemberDocumentType {
  const approved = versions.find((v) => v.status === 1);
  const latest = versions[0];
  const base = {
    type_key: type.type_key,
    type_name: type.type_name,
    is_required: type.is_required,
  };
  if (!approved) {
    const state = !latest ? 'none' : latest.status === 0 ? 'waiting' : 'rejected';
    const current = latest ? memberDocumentOf(latest, today) : null;
    return { ...base, state, days_left: null, current, renewal: null };
  }
  const daysLeft = approved.validTo === null ? null : daysUntil(today, approved.validTo);
  const state =
    daysLeft === null
      ? 'approved'
      : daysLeft < 0
        ? 'expired'
        : daysLeft <= EXPIRY_NOTICE_DAYS
          ? 'expiring'
          : 'approved';
  // A renewal newer than the approved version, waiting or rejected.
  const renewal = latest && latest.id > approved.id && latest.status !== 2 ? latest : null;
  return {
    ...base,
    state,
    days_left: daysLeft,
    current: memberDocumentOf(approved, today),
    renewal: renewal ? memberDocumentOf(renewal, today) : null,
  };
}

/** `/api/qualification/getMemberQualification`: each document type of the member's buyer type. */
export async function getMemberQualification(
  db: DbExecutor,
  memberId: number,
  lang: Lang,
  now: Date = new Date(),
): Promise<MemberQualification> {
  const labelId = await findMemberLabelId(db, memberId);
  const [types, rows, gateOn] = await Promise.all([
    typesForLabel(db, labelId ?? undefined, lang),
    findMemberDocuments(db, memberId),
    licenceGateOn(db),
  ]);
  const today = chinaDay(now);
  const gate = gateOn ? (await licenceStateOf(db, memberId, labelId, now)).gate : 'off';
  return {
    gate,
    types: types.map((t) =>
      typeStateOf(
        t,
        rows.filter((r) => r.typeKey === t.type_key),
        today,
      ),
    ),
  };
}

/**
 * Submits or renews one document for review (issue 16): a type of the member's buyer type, its
 * number and validity when the type has them, scopes the type may cover, this server's images.
 * One version of a type waits at a time; the approved one keeps counting meanwhile.
 */
export async function uploadDocument(
  db: DbExecutor,
  uploadDir: string,
  memberId: number,
  body: QualificationUploadBody,
): Promise<number> {
  const labelId = await findMemberLabelId(db, memberId);
  const type = (await typesForLabel(db, labelId ?? undefined)).find(
    (t) => t.type_key === body.type_key,
  );
  if (!type) throw new AppError('member.qualification_type_invalid');
  if (type.needs_number && body.doc_no === '') throw new AppError('member.document_no_required');
  if (type.needs_validity && body.valid_from === '')
    throw new AppError('member.document_dates_required');
  if (body.valid_to !== '' && body.valid_from !== '' && body.valid_to < body.valid_from)
    throw new AppError('member.document_dates_order');
  const { scopes: known } = await getQualificationConfig(db);
  const scopes = [...new Set(body.scopes)];
  if (scopes.some((s) => !type.scopes.includes(s) || !known.some((k) => k.key === s)))
    throw new AppError('member.document_scope_invalid');
  const images = [...new Set(body.images)];
  if (images.length > type.max_count)
    throw new AppError('member.qualification_too_many', {
      name: type.type_name,
      max: type.max_count,
    });
  for (const p of images)
    if (!(await isStoredImage(uploadDir, QUALIFICATION_UPLOAD_KIND, p)))
      throw new AppError('member.qualification_image_invalid');
  if (await hasWaitingDocument(db, memberId, type.type_key))
    throw new AppError('member.document_waiting');
  const [id] = await insertDocuments(db, [
    {
      memberId,
      typeKey: type.type_key,
      docNo: body.doc_no,
      validFrom: body.valid_from || null,
      validTo: body.valid_to || null,
      scopes,
      images,
    },
  ]);
  forgetLicenceState(db, memberId);
  return id!;
}
