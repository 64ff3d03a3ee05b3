import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { findPayPasswordHash, updateMember } from './member.repository';

/** The stored pay password hash, '' when none is set (issue 16). */
export const payPasswordHashOf = (db: DbExecutor, memberId: number) =>
  findPayPasswordHash(db, memberId);

/**
 * The pay password rule of issue 16, for balance and on-account (账期) payment and withdrawals:
 * with no pay password set nothing is asked; once set, a missing or wrong one is refused.
 */
export async function checkPayPassword(
  db: DbExecutor,
  memberId: number,
  password: string | undefined,
): Promise<void> {
  const hash = await findPayPasswordHash(db, memberId);
  if (hash === '') return;
  if (!password) throw new AppError('pay.password_required');
  if (!(await verifyPassword(password, hash))) throw new AppError('pay.password_wrong');
}

/** Stores a new pay password hash (the caller has checked the old password or an SMS code). */
export const setPayPasswordHash = (db: DbExecutor, memberId: number, hash: string) =>
  updateMember(db, memberId, { payPasswordHash: hash });
