/** Sign-in and registration rules shared by the server (enforcing) and the pages (guiding). */

/** 3-20 letters, digits or underscores, not all digits (an all-digit name could pass for a mobile). */
export const USERNAME_PATTERN = /^(?!\d+$)[A-Za-z0-9_]{3,20}$/;
/** Mainland mobile: 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;
export const SMS_CODE_PATTERN = /^\d{6}$/;
export const SMS_CODE_TTL_MS = 10 * 60_000;
export const SMS_RESEND_SECONDS = 60;
export const CAPTCHA_TTL_MS = 5 * 60_000;

export const PASSWORD_MIN_FLOOR = 6;
export const PASSWORD_MAX = 20;

/** Auto-login choices offered on the login page (days; 0 = until the browser closes). */
export const AUTO_LOGIN_DAY_CHOICES = [7, 15, 30] as const;
export const AUTO_LOGIN_MAX_DAYS = 30;

/** Character classes a password rule may demand. */
export const PASSWORD_CLASSES = ['number', 'letter', 'lower', 'upper', 'symbol'] as const;
export type PasswordClass = (typeof PASSWORD_CLASSES)[number];

const CLASS_TESTS: Record<PasswordClass, RegExp> = {
  number: /\d/,
  letter: /[A-Za-z]/,
  lower: /[a-z]/,
  upper: /[A-Z]/,
  symbol: /[^A-Za-z0-9]/,
};

export type PasswordRules = { min_length: number; complexity: PasswordClass[] };

/**
 * What a password lacks under `rules`: 'length' when outside min..PASSWORD_MAX, 'space' for
 * whitespace, then each missing character class. Empty when the password is acceptable.
 */
export function passwordProblems(
  password: string,
  rules: PasswordRules,
): Array<'length' | 'space' | PasswordClass> {
  const min = Math.max(rules.min_length, PASSWORD_MIN_FLOOR);
  const problems: Array<'length' | 'space' | PasswordClass> = [];
  if (password.length < min || password.length > PASSWORD_MAX) problems.push('length');
  if (/\s/.test(password)) problems.push('space');
  for (const c of rules.complexity) if (!CLASS_TESTS[c].test(password)) problems.push(c);
  return problems;
}
