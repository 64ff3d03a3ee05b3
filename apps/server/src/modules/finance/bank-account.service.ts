import {
  BANK_ACCOUNT_MAX,
  WithdrawTypeSchema,
  type BankAccount,
  type BankAccountAddBodySchema,
  type BankAccountPage,
} from '@shop/contracts/member';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import {
  clearOtherBankDefaults,
  countBankAccounts,
  deleteBankAccount,
  findBankAccount,
  findNewestBankAccount,
  insertBankAccount,
  pageBankAccountRows,
  updateBankAccount,
  type BankAccountRow,
  type BankAccountValues,
} from './bank-account.repository';
import { lockMemberRow } from '../member';
import { getWithdrawSettings } from './withdraw.config';

type BankAccountFields = z.output<typeof BankAccountAddBodySchema>;

export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  id: row.id,
  withdraw_type: WithdrawTypeSchema.catch('bank').parse(row.withdrawType),
  realname: row.realname,
  mobile: row.mobile,
  bank_name: row.bankName,
  branch_name: row.branchName,
  account_number: row.accountNumber,
  is_default: row.isDefault,
});

/** The stored values; the kind must be one the shop pays to (issue 16: shop setting). */
async function valuesOf(db: DbExecutor, body: BankAccountFields): Promise<BankAccountValues> {
  const { transfer_types } = await getWithdrawSettings(db);
  if (!transfer_types.includes(body.withdraw_type)) throw new AppError('withdraw.type_unavailable');
  const bank = body.withdraw_type === 'bank';
  return {
    withdrawType: body.withdraw_type,
    realname: body.realname,
    mobile: body.mobile,
    bankName: bank ? body.bank_name : '',
    branchName: bank ? body.branch_name : '',
    accountNumber: body.account_number,
  };
}

/** The member's row is locked so one member's account changes run one after another. */
async function lockMember(db: DbExecutor, memberId: number): Promise<void> {
  if (!(await lockMemberRow(db, memberId))) throw new AppError('bank_account.not_found');
}

export async function getBankAccountPage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery,
): Promise<BankAccountPage> {
  const [total, rows] = await Promise.all([
    countBankAccounts(db, memberId),
    pageBankAccountRows(db, memberId, pageWindow(query)),
  ]);
  return { page_count: pageCount(total, query), count: total, list: rows.map(toBankAccount) };
}

/** Every account of the member, the default first: where staff transfer a refund by bank. */
export async function memberReceivingAccounts(
  db: DbExecutor,
  memberId: number,
): Promise<BankAccount[]> {
  const rows = await pageBankAccountRows(db, memberId, { offset: 0, limit: BANK_ACCOUNT_MAX });
  return rows.map(toBankAccount);
}

/** The member's account; another member's id or an unknown one is "not found". */
export async function getBankAccount(db: DbExecutor, memberId: number, id: number) {
  const row = await findBankAccount(db, memberId, id);
  if (!row) throw new AppError('bank_account.not_found');
  return toBankAccount(row);
}

/**
 * Adds an account (at most BANK_ACCOUNT_MAX). The first one becomes the default; a new default
 * clears the others (one default per member). Answers the new id.
 */
export async function addBankAccount(db: Db, memberId: number, body: BankAccountFields) {
  const values = await valuesOf(db, body);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const existing = await countBankAccounts(tx, memberId);
    if (existing >= BANK_ACCOUNT_MAX)
      throw new AppError('bank_account.max_reached', { max: BANK_ACCOUNT_MAX });
    const isDefault = existing === 0 || body.is_default === 1 ? 1 : 0;
    const id = await insertBankAccount(tx, memberId, { ...values, isDefault });
    if (isDefault) await clearOtherBankDefaults(tx, memberId, id);
    return id;
  });
}

/** Changes the member's account; the default stays the default when edited with 0. */
export async function editBankAccount(
  db: Db,
  memberId: number,
  body: BankAccountFields & { id: number },
): Promise<number> {
  const values = await valuesOf(db, body);
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await findBankAccount(tx, memberId, body.id);
    if (!current) throw new AppError('bank_account.not_found');
    const isDefault = current.isDefault === 1 || body.is_default === 1 ? 1 : 0;
    await updateBankAccount(tx, memberId, body.id, { ...values, isDefault });
    if (isDefault) await clearOtherBankDefaults(tx, memberId, body.id);
    return body.id;
  });
}

export async function setDefaultBankAccount(db: Db, memberId: number, id: number) {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    if ((await updateBankAccount(tx, memberId, id, { isDefault: 1 })) === 0)
      throw new AppError('bank_account.not_found');
    await clearOtherBankDefaults(tx, memberId, id);
    return id;
  });
}

/** Deletes the member's account; when it was the default the newest remaining one becomes it. */
export async function removeBankAccount(db: Db, memberId: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const current = await findBankAccount(tx, memberId, id);
    if (!current) throw new AppError('bank_account.not_found');
    await deleteBankAccount(tx, memberId, id);
    if (current.isDefault === 1) {
      const newest = await findNewestBankAccount(tx, memberId);
      if (newest) await updateBankAccount(tx, memberId, newest.id, { isDefault: 1 });
    }
    return id;
  });
}
