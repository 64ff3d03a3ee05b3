import { PASSWORD_MAX, passwordProblems, type PasswordRules } from '@shop/contracts/auth';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getRegisterSettings } from './register-config.service';

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

/** Refuses a password breaking the shop's password rules (the members' rules, staff alike). */
export async function assertShopPasswordRules(db: DbExecutor, password: string): Promise<void> {
  assertPasswordRules(password, (await getRegisterSettings(db)).password);
}
