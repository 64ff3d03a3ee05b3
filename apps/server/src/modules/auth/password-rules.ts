import { PASSWORD_MAX, passwordProblems, type PasswordRules } from '@shop/contracts/auth';
import { AppError } from '../../lib/app-error';

/** Refuses a password breaking the shop's rules, naming the first problem. */
export function assertPasswordRules(password: string, rules: PasswordRules): void {
  const [problem] = passwordProblems(password, rules);
  if (!problem) return;
  if (problem === 'length') {
    throw new AppError('auth.password_length', {
      min: Math.max(rules.min_length, 6),
      max: PASSWORD_MAX,
    });
  }
  throw new AppError(`auth.password_needs_${problem}`);
}
