import { z } from 'zod';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';

/**
 * The English values a stored setting may carry beside its Chinese text fields, kept in the
 * setting's JSON as `en: { field: 'English text' }` (issue 14). A malformed `en` is ignored, so
 * the Chinese texts still answer.
 */
export const EnglishTextsSchema = z
  .record(z.string(), z.string().max(500))
  .optional()
  .catch(undefined);
export type EnglishTexts = z.infer<typeof EnglishTextsSchema>;

/**
 * `value` with its text fields in `lang`: in English, each field named in `en` with a non-empty
 * value takes it; every other field keeps its Chinese text.
 */
export function textsInLang<T extends Record<string, unknown>>(
  value: T,
  en: EnglishTexts,
  lang: Lang,
): T {
  if (lang !== 'en-US' || !en) return value;
  const picked: Record<string, unknown> = { ...value };
  for (const [field, chinese] of Object.entries(value))
    if (typeof chinese === 'string') picked[field] = shopText(lang, chinese, en[field]);
  return picked as T;
}
