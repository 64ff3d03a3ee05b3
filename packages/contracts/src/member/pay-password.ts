/**
 * A pay password anyone would try first (issue 25): one digit six times (111111), a run up or
 * down by one (123456, 654321), or a block of two or three digits repeated (121212, 123123).
 * Refused when a member sets one; the seeded demo code is not checked again.
 */
export function isTrivialPayPassword(password: string): boolean {
  const digits = Array.from(password, Number);
  const steps = digits.slice(1).map((d, i) => d - digits[i]!);
  if (steps.every((s) => s === 1) || steps.every((s) => s === -1)) return true;
  return [1, 2, 3].some((period) => digits.every((d, i) => i < period || d === digits[i - period]));
}
