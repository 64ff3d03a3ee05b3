import { translate, type Lang, type MessageKey } from '../../lib/i18n/translate';

const labelKey = (kind: string, field: string) =>
  `erp_import.column.${kind}.${field}` as MessageKey;

/** A kind's field as staff read it (the template's header), in `lang`. */
export function columnLabel(lang: Lang, kind: string, field: string): string {
  const label = translate(lang, labelKey(kind, field));
  // A nested field (tiers.0.price) has no label of its own: staff read its path.
  return label === labelKey(kind, field) ? field : label;
}

/** The field's names in every language: a sheet header matching one maps to the field. */
export const columnLabels = (kind: string, field: string): string[] =>
  (['zh-CN', 'en-US'] as const).map((lang) => columnLabel(lang, kind, field));
