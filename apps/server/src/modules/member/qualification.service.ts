import type { Aptitude, QualificationImages } from '@shop/contracts/auth';
import {
  QualificationConfigSchema,
  type MemberQualification,
  type QualificationConfig,
  type QualificationStatus,
} from '@shop/contracts/member';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isStoredImage } from '../../lib/upload/image-store';
import { getConfig } from '../settings';
import { findQualification, insertQualification } from './qualification.repository';

export const QUALIFICATION_CONFIG_KEY = 'qualification_config';
export const QUALIFICATION_UPLOAD_KIND = 'qualification';

const StoredConfigSchema = QualificationConfigSchema.partial().transform((v) => ({
  types: v.types ?? [],
}));

export function getQualificationConfig(db: DbExecutor): Promise<QualificationConfig> {
  return getConfig(db, QUALIFICATION_CONFIG_KEY, StoredConfigSchema);
}

/** The documents a buyer type provides (a type with no labels applies to every buyer type). */
export async function aptitudesForLabel(
  db: DbExecutor,
  labelId: number | undefined,
): Promise<Aptitude[]> {
  const { types } = await getQualificationConfig(db);
  return types
    .filter(
      (t) => t.label_ids.length === 0 || (labelId !== undefined && t.label_ids.includes(labelId)),
    )
    .map(({ label_ids: _labels, ...aptitude }) => aptitude);
}

/**
 * Checks submitted qualification images: known types for the buyer type, at most `max_count`
 * each, every path an image this server stored; with `requireAll`, every required type present.
 * Answers the images without empty lists.
 */
export async function checkQualificationImages(
  db: DbExecutor,
  uploadDir: string,
  input: { labelId: number | undefined; images: QualificationImages; requireAll: boolean },
): Promise<QualificationImages> {
  const aptitudes = new Map(
    (await aptitudesForLabel(db, input.labelId)).map((a) => [a.type_key, a]),
  );
  const images: QualificationImages = {};
  for (const [typeKey, paths] of Object.entries(input.images)) {
    if (paths.length === 0) continue;
    const aptitude = aptitudes.get(typeKey);
    if (!aptitude) throw new AppError('member.qualification_type_invalid');
    if (paths.length > aptitude.max_count) {
      throw new AppError('member.qualification_too_many', {
        name: aptitude.type_name,
        max: aptitude.max_count,
      });
    }
    for (const p of paths) {
      if (!(await isStoredImage(uploadDir, QUALIFICATION_UPLOAD_KIND, p)))
        throw new AppError('member.qualification_image_invalid');
    }
    images[typeKey] = [...new Set(paths)];
  }
  if (input.requireAll) {
    const missing = [...aptitudes.values()].find((a) => a.is_required && !images[a.type_key]);
    if (missing) throw new AppError('member.qualification_missing', { name: missing.type_name });
  }
  return images;
}

/** Saves a new member's documents for review (nothing when none were given). */
export async function submitQualification(
  db: DbExecutor,
  memberId: number,
  images: QualificationImages,
): Promise<void> {
  if (Object.keys(images).length > 0) await insertQualification(db, memberId, images);
}

export function qualificationStatusOf(status: number | null | undefined): QualificationStatus {
  if (status === null || status === undefined) return 'none';
  if (status === 1) return 'approved';
  return status < 0 ? 'rejected' : 'waiting';
}

export async function getMemberQualification(
  db: DbExecutor,
  memberId: number,
): Promise<MemberQualification> {
  const row = await findQualification(db, memberId);
  if (!row) return { status: 'none', images: {}, remark: '' };
  return {
    status: qualificationStatusOf(row.status),
    images: (row.images ?? {}) as QualificationImages,
    remark: row.remark,
  };
}
