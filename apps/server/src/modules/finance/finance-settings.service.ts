import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type {
  ConsoleSettings,
  RechargeSettingInputSchema,
  WithdrawSettingInputSchema,
} from '@shop/contracts/settings';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { setConfig } from '../settings';
import {
  CREDIT_STATEMENT_KEY,
  getCreditStatementSetting,
  getRechargeSetting,
  RECHARGE_CONFIG_KEY,
  type CreditStatementSetting,
  type RechargeSetting,
} from './recharge.config';
import { getRechargeConfig } from './recharge.service';
import { getWithdrawSettings, WITHDRAW_CONFIG_KEY, type WithdrawSettings } from './withdraw.config';

/*
 * The money settings of the member centre (recharge, withdrawal, 账期 statement; issue 16) as the
 * staff console reads and writes them. Each write answers the setting before and after, in the
 * console's shape, for the audit log.
 */

type FinanceSettings = Pick<ConsoleSettings, 'recharge' | 'withdraw' | 'credit_statement'>;
type Change<T> = { before: T; after: T };

export const FINANCE_SETTING_KEYS = {
  recharge: RECHARGE_CONFIG_KEY,
  withdraw: WITHDRAW_CONFIG_KEY,
  credit_statement: CREDIT_STATEMENT_KEY,
} as const;

const withdrawView = (s: WithdrawSettings): FinanceSettings['withdraw'] => ({
  is_use: s.is_use === 1 ? 1 : 0,
  min: fenToYuan(s.min_fen),
  rate_bp: s.rate_bp,
  transfer_types: s.transfer_types,
});

export async function financeSettings(db: DbExecutor): Promise<FinanceSettings> {
  const [recharge, withdraw, creditStatement] = await Promise.all([
    getRechargeConfig(db),
    getWithdrawSettings(db),
    getCreditStatementSetting(db),
  ]);
  return {
    recharge,
    withdraw: withdrawView(withdraw),
    credit_statement: creditStatement,
  };
}

/** Packages keep their ids; a new one takes the next id never used by the packages before. */
export async function storeRechargeSetting(
  db: DbExecutor,
  input: z.output<typeof RechargeSettingInputSchema>,
): Promise<Change<FinanceSettings['recharge']>> {
  const before = await getRechargeConfig(db);
  const current = await getRechargeSetting(db);
  let nextId = Math.max(0, ...current.packages.map((p) => p.id)) + 1;
  const known = new Set(current.packages.map((p) => p.id));
  const stored: RechargeSetting = {
    min_fen: yuanToFen(input.min_amount),
    max_fen: yuanToFen(input.max_amount),
    packages: input.packages.map((p) => ({
      id: p.id !== undefined && known.has(p.id) ? p.id : nextId++,
      name: p.name,
      amount_fen: yuanToFen(p.amount),
      bonus_fen: yuanToFen(p.bonus),
    })),
  };
  await setConfig(db, RECHARGE_CONFIG_KEY, stored);
  return { before, after: await getRechargeConfig(db) };
}

export async function storeWithdrawSetting(
  db: DbExecutor,
  input: z.output<typeof WithdrawSettingInputSchema>,
): Promise<Change<FinanceSettings['withdraw']>> {
  const before = withdrawView(await getWithdrawSettings(db));
  const stored: WithdrawSettings = {
    is_use: input.is_use,
    min_fen: yuanToFen(input.min),
    rate_bp: input.rate_bp,
    transfer_types: input.transfer_types,
  };
  await setConfig(db, WITHDRAW_CONFIG_KEY, stored);
  return { before, after: withdrawView(stored) };
}

export async function storeCreditStatementSetting(
  db: DbExecutor,
  input: CreditStatementSetting,
): Promise<Change<CreditStatementSetting>> {
  const before = await getCreditStatementSetting(db);
  await setConfig(db, CREDIT_STATEMENT_KEY, input);
  return { before, after: input };
}
