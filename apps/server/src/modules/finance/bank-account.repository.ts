import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { memberBankAccount } from './finance.tables';

export type BankAccountRow = typeof memberBankAccount.$inferSelect;
export type BankAccountValues = Pick<
  BankAccountRow,
  'withdrawType' | 'realname' | 'mobile' | 'bankName' | 'branchName' | 'accountNumber'
>;

export async function countBankAccounts(db: DbExecutor, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberBankAccount)
    .where(eq(memberBankAccount.memberId, memberId));
  return row?.n ?? 0;
}

/** The member's accounts, the default first, then newest first. */
export function pageBankAccountRows(
  db: DbExecutor,
  memberId: number,
  window: { offset: number; limit: number },
): Promise<BankAccountRow[]> {
  return db
    .select()
    .from(memberBankAccount)
    .where(eq(memberBankAccount.memberId, memberId))
    .orderBy(desc(memberBankAccount.isDefault), desc(memberBankAccount.id))
    .offset(window.offset)
    .limit(window.limit);
}

/** The member's account `id`, or undefined (also for another member's id). */
export async function findBankAccount(
  db: DbExecutor,
  memberId: number,
  id: number,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBankAccount)
    .where(and(eq(memberBankAccount.id, id), eq(memberBankAccount.memberId, memberId)));
  return row;
}

export async function findNewestBankAccount(
  db: DbExecutor,
  memberId: number,
): Promise<BankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(memberBankAccount)
    .where(eq(memberBankAccount.memberId, memberId))
    .orderBy(desc(memberBankAccount.id))
    .limit(1);
  return row;
}

export async function insertBankAccount(
  db: DbExecutor,
  memberId: number,
  values: BankAccountValues & { isDefault: number },
): Promise<number> {
  const [row] = await db
    .insert(memberBankAccount)
    .values({ ...values, memberId })
    .returning({ id: memberBankAccount.id });
  if (!row) throw new Error('bank account insert returned no row');
  return row.id;
}

/** Changes the member's account `id`; answers how many rows changed (0: not theirs). */
export async function updateBankAccount(
  db: DbExecutor,
  memberId: number,
  id: number,
  values: Partial<BankAccountValues> & { isDefault?: number },
): Promise<number> {
  const rows = await db
    .update(memberBankAccount)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(memberBankAccount.id, id), eq(memberBankAccount.memberId, memberId)))
    .returning({ id: memberBankAccount.id });
  return rows.length;
}

/** One default per member: every other account of the member stops being it. */
export async function clearOtherBankDefaults(
  db: DbExecutor,
  memberId: number,
  keepId: number,
): Promise<void> {
  await db
    .update(memberBankAccount)
    .set({ isDefault: 0 })
    .where(
      and(
        eq(memberBankAccount.memberId, memberId),
        ne(memberBankAccount.id, keepId),
        eq(memberBankAccount.isDefault, 1),
      ),
    );
}

export async function deleteBankAccount(db: DbExecutor, memberId: number, id: number) {
  await db
    .delete(memberBankAccount)
    .where(and(eq(memberBankAccount.id, id), eq(memberBankAccount.memberId, memberId)));
}
