import { z } from 'zod';
import { AptitudeSchema, QualificationImagesSchema } from '../auth';
import { QualificationStatusSchema } from './member.schema';

/** A qualification type and the buyer types (labels) that must provide it. */
export const QualificationTypeSchema = AptitudeSchema.extend({
  label_ids: z.array(z.number().int()),
});
export type QualificationType = z.infer<typeof QualificationTypeSchema>;

/** `/api/qualification/getQualificationConfig`. */
export const QualificationConfigSchema = z.object({ types: z.array(QualificationTypeSchema) });
export type QualificationConfig = z.infer<typeof QualificationConfigSchema>;

/** `/api/qualification/getMemberQualification`: what the caller submitted and its review. */
export const MemberQualificationSchema = z.object({
  status: QualificationStatusSchema,
  images: QualificationImagesSchema,
  remark: z.string(),
});
export type MemberQualification = z.infer<typeof MemberQualificationSchema>;

/** `/api/upload/headimg`, `/api/qualification/qualificationUpload`: the stored image's path. */
export const UploadResultSchema = z.object({ pic_path: z.string() });
export type UploadResult = z.infer<typeof UploadResultSchema>;
