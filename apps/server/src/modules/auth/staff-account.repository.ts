import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { staff } from './staff.tables';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';

/**
 * Writes of staff accounts (issue 15), which auth owns (modules/README.md). The console's
 * services check the staff member's shop and record the audit entry in the same transaction.
 */

/** Creates a staff account; a username taken meanwhile (the unique index) -> `staff.username_taken`. */
export async function insertStaffAccount(
  db: DbExecutor,
  values: {
    siteId: number;
    username: string;
    nickname: string;
    passwordHash: string;
    role: string;
    /** 1 only for the first administrator a fresh install makes (ADR 0023). */
    isPlatform?: 0 | 1;
  },
): Promise<number> {
  try {
    const [row] = await db.insert(staff).values(values).returning({ id: staff.staffId });
    if (!row) throw new Error('staff insert returned nothing');
    return row.id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('staff.username_taken');
    throw error;
  }
}

/** Changes a staff account's nickname and shop. */
export async function updateStaffProfile(
  db: DbExecutor,
  staffId: number,
  patch: { nickname: string; siteId: number },
): Promise<void> {
  await db.update(staff).set(patch).where(eq(staff.staffId, staffId));
}

/**
 * Moves a staff account from status `from` to `to` in one conditional update (disabling also
 * takes it offline); false when another call changed it first.
 */
export async function switchStaffStatus(
  db: DbExecutor,
  staffId: number,
  from: 0 | 1,
  to: 0 | 1,
): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set(to === 0 ? { status: to, online: 0 } : { status: to })
    .where(and(eq(staff.staffId, staffId), eq(staff.status, from)))
    .returning({ id: staff.staffId });
  return rows.length > 0;
}

/** Stores a new password hash for a staff account. */
export async function setStaffPasswordHash(
  db: DbExecutor,
  staffId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(staff).set({ passwordHash }).where(eq(staff.staffId, staffId));
}

/** Sets a salesman's phone and linked member login (issue 16). */
export async function updateSalesmanLink(
  db: DbExecutor,
  staffId: number,
  patch: { mobile: string; memberId: number },
): Promise<void> {
  await db.update(staff).set(patch).where(eq(staff.staffId, staffId));
}
