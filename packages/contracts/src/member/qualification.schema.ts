import { z } from 'zod';
import { AptitudeSchema } from '../auth';
import { bodySchema } from '../common';

/*
 * Licences (资质) of a member, one document per type (issue 16): number, validity, the business
 * scopes it covers and images. A renewal is a new version of the same type; the approved one keeps
 * counting until the renewal is approved. Days are `YYYY-MM-DD` (China time).
 */

const SCOPE_KEY = z.string().regex(/^[a-z0-9_]{1,30}$/);
const TYPE_KEY = z.string().regex(/^[a-z_]{1,40}$/);

/** A business scope (经营范围) a document may cover: `rx` 处方药, `device3` 第三类医疗器械 ... */
export const QualificationScopeSchema = z.object({ key: SCOPE_KEY, name: z.string() });
export type QualificationScope = z.infer<typeof QualificationScopeSchema>;

/**
 * A qualification type and the buyer types (labels) that provide it (none: every buyer type);
 * whether it carries a number and validity dates, and the scopes it may cover.
 */
export const QualificationTypeSchema = AptitudeSchema.extend({
  label_ids: z.array(z.number().int()),
  needs_number: z.boolean().default(false),
  needs_validity: z.boolean().default(false),
  scopes: z.array(SCOPE_KEY).default([]),
});
export type QualificationType = z.infer<typeof QualificationTypeSchema>;

/** `/api/qualification/getQualificationConfig`. */
export const QualificationConfigSchema = z.object({
  types: z.array(QualificationTypeSchema),
  scopes: z.array(QualificationScopeSchema),
});
export type QualificationConfig = z.infer<typeof QualificationConfigSchema>;

/** A document version's review: 0 waiting, 1 approved, -1 rejected, 2 replaced by a renewal. */
export const DocumentStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(-1),
  z.literal(2),
]);

/** One version of a member's document. */
export const MemberDocumentSchema = z.object({
  id: z.number().int(),
  type_key: z.string(),
  doc_no: z.string(),
  valid_from: z.string().nullable(),
  /** null: valid without end (长期). */
  valid_to: z.string().nullable(),
  scopes: z.array(z.string()),
  images: z.array(z.string()),
  status: DocumentStatusSchema,
  /** An approved version past its end (valid_to before the shop's today): it no longer counts. */
  expired: z.boolean(),
  reject_reason: z.string(),
  create_time: z.number().int(),
  /** null: not reviewed yet. */
  review_time: z.number().int().nullable(),
});
export type MemberDocument = z.infer<typeof MemberDocumentSchema>;

/** What a document type shows the member: 未上传, 审核中, 已通过, 已驳回, 即将到期 (30 days), 已过期. */
export const DOCUMENT_STATES = [
  'none',
  'waiting',
  'approved',
  'rejected',
  'expiring',
  'expired',
] as const;
export const DocumentStateSchema = z.enum(DOCUMENT_STATES);
export type DocumentState = z.infer<typeof DocumentStateSchema>;

/**
 * Whether the member's licences let them see prices and buy: `ok`, or `review` (a required
 * document not approved yet) or `expired` (a required document past its date). `off`: the shop
 * does not gate buying on licences.
 */
export const LicenceGateSchema = z.enum(['off', 'ok', 'review', 'expired']);
export type LicenceGate = z.infer<typeof LicenceGateSchema>;

/** One document type of the member with its state, the approved version and a pending renewal. */
export const MemberDocumentTypeSchema = z.object({
  type_key: z.string(),
  type_name: z.string(),
  is_required: z.boolean(),
  state: DocumentStateSchema,
  /** Days until the approved version ends (negative: ended); null without end or none approved. */
  days_left: z.number().int().nullable(),
  /** The version that counts (approved), or the latest one when none is approved. */
  current: MemberDocumentSchema.nullable(),
  /** A renewal waiting review or rejected, while an older approved version counts. */
  renewal: MemberDocumentSchema.nullable(),
});
export type MemberDocumentType = z.infer<typeof MemberDocumentTypeSchema>;

/** `/api/qualification/getMemberQualification`. */
export const MemberQualificationSchema = z.object({
  gate: LicenceGateSchema,
  types: z.array(MemberDocumentTypeSchema),
});
export type MemberQualification = z.infer<typeof MemberQualificationSchema>;

const DaySchema = z
  .string()
  .trim()
  .regex(/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);

/**
 * `/api/qualification/qualificationUpload`: submits or renews ONE document for review. `valid_to`
 * empty: valid without end (长期). Images are paths this server stored (`/api/upload/qualification`).
 */
export const QualificationUploadBodySchema = bodySchema({
  type_key: TYPE_KEY,
  doc_no: z.string().trim().max(64).default(''),
  valid_from: DaySchema.or(z.literal('')).default(''),
  valid_to: DaySchema.or(z.literal('')).default(''),
  scopes: z.array(SCOPE_KEY).max(30).default([]),
  images: z.array(z.string().max(200)).min(1).max(10),
});
export type QualificationUploadBody = z.infer<typeof QualificationUploadBodySchema>;

/** `/api/upload/headimg`, `/api/upload/qualification`: the stored image's path. */
export const UploadResultSchema = z.object({ pic_path: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;

/** `/api/qualification/shopDocuments`: the shop's own licences (首营资料) a buyer views and downloads. */
export const ShopDocumentSchema = z.object({
  id: z.number().int(),
  site_id: z.number().int(),
  shop_name: z.string(),
  name: z.string(),
  doc_no: z.string(),
  valid_to: z.string().nullable(),
  file: z.string(),
});
export const ShopDocumentListSchema = z.array(ShopDocumentSchema);
export type ShopDocument = z.infer<typeof ShopDocumentSchema>;
