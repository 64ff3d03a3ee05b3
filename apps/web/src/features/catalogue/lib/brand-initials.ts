/** The brand centre's letter filter: 全部 ('') then A to Z. */
export const BRAND_INITIALS = ['', ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;

/** The letter of a `?initial=` query value: one of A-Z (any case), else '' (all brands). */
export function parseInitial(value: string | null): string {
  const letter = (value ?? '').trim().toUpperCase();
  return /^[A-Z]$/.test(letter) ? letter : '';
}

/** A positive page number from a query value, 1 when absent or malformed. */
export function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100000 ? n : 1;
}
