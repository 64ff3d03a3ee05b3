import { DEFAULT_UNIT } from '../constants/business';

/** spec §9 default units: exchange goods 盒, tiered goods 个 when missing, else 件. */
export function unitOf(
  unit: string | null | undefined,
  kind: 'exchange' | 'tiered' | 'general',
): string {
  const text = unit?.trim();
  return text ? text : DEFAULT_UNIT[kind];
}
