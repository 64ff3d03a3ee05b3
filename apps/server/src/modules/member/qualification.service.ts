import type { Aptitude, QualificationImages } from '@shop/contracts/auth';
import {
  QualificationScopeSchema,
  QualificationTypeSchema,
  type QualificationConfig,
  type QualificationStatus,
  type QualificationType,
} from '@shop/contracts/member';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { isStoredImage } from '../../lib/upload/image-store';
import { getConfig } from '../settings';
import { insertDocuments } from './document.repository';

export const QUALIFICATION_CONFIG_KEY = 'qualification_config';
export const QUALIFICATION_UPLOAD_KIND = 'qualification';

/** The business scopes a shop starts with (issue 16); the shop may name its own. */
const DEFAULT_SCOPES = [
  { key: 'rx', name: '处方药', name_en: 'Prescription drugs' },
  { key: 'otc', name: '非处方药', name_en: 'OTC drugs' },
  { key: 'chinese_herbal', name: '中药饮片', name_en: 'Chinese herbal pieces' },
  { key: 'biological', name: '生物制品', name_en: 'Biological products' },
  { key: 'device2', name: '第二类医疗器械', name_en: 'Class II medical devices' },
  { key: 'device3', name: '第三类医疗器械', name_en: 'Class III medical devices' },
];

/** As stored: each shop-written name and tip may carry its English text (`_en`, issue 14). */
const StoredConfigSchema = z.object({
  types: z
    .array(
      QualificationTypeSchema.extend({
        type_name_en: z.string().default(''),
        tip_en: z.string().default(''),
      }),
    )
    .default([]),
  scopes: z
    .array(QualificationScopeSchema.extend({ name_en: z.string().default('') }))
    .default(DEFAULT_SCOPES),
});

/** The shop's document types and scopes, their names and tips in `lang`. */
export async function getQualificationConfig(
  db: DbExecutor,
  lang: Lang = 'zh-CN',
): Promise<QualificationConfig> {
  const stored = await getConfig(db, QUALIFICATION_CONFIG_KEY, StoredConfigSchema);
  return {
    types: stored.types.map(({ type_name_en, tip_en, ...type }) => ({
      ...type,
      type_name: shopText(lang, type.type_name, type_name_en),
      tip: shopText(lang, type.tip, tip_en),
    })),
    scopes: stored.scopes.map(({ name_en, ...scope }) => ({
      ...scope,
      name: shopText(lang, scope.name, name_en),
    })),
  };
}

/** The documents a buyer type provides (a type with no labels applies to every buyer type). */
export async function typesForLabel(
  db: DbExecutor,
  labelId: number | undefined,
  lang: Lang = 'zh-CN',
): Promise<QualificationType[]> {
  const { types } = await getQualificationConfig(db, lang);
  return types.filter(
    (t) => t.label_ids.length === 0 || (labelId !== undefined && t.label_ids.includes(labelId)),
  );
}

/** The documents a buyer type provides, as registration shows them. */
export async function aptitudesForLabel(
  db: DbExecutor,
  labelId: number | undefined,
  lang: Lang = 'zh-CN',
): Promise<Aptitude[]> {
  return (await typesForLabel(db, labelId, lang)).map(
    ({ type_key, type_name, is_required, max_count, tip }) => ({
      type_key,
      type_name,
      is_required,
      max_count,
      tip,
    }),
  );
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

/** Saves a new member's documents for review, one version per type (issue 16). */
export async function submitQualification(
  db: DbExecutor,
  memberId: number,
  images: QualificationImages,
): Promise<void> {
  await insertDocuments(
    db,
    Object.entries(images).map(([typeKey, paths]) => ({ memberId, typeKey, images: paths })),
  );
}

/** A member's licence state from its documents' rank (`documentRankSql`). */
export function qualificationStatusOf(rank: number | null | undefined): QualificationStatus {
  if (rank === 4) return 'waiting';
  if (rank === 3) return 'expired';
  if (rank === 2) return 'approved';
  return rank === 1 ? 'rejected' : 'none';
}
