import { fenToYuan, yuanToFen } from '@shop/contracts/money';
import type {
  ConsoleSettings,
  RechargeSettingInputSchema,
  WithdrawSettingInputSchema,
} from '@shop/contracts/settings';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { setConfig } from '../settings';
import { LICENCE_GATE_KEY, licenceGateOn } from './licence-gate-setting';
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
 * The member centre's settings as the staff console reads and writes them (issue 16). Each write
 * answers the setting before and after, in the console's shape, for the audit log.
 */

type MemberSettings = Pick<
  ConsoleSettings,
  'recharge' | 'withdraw' | 'credit_statement' | 'licence_gate'
>;
type Change<T> = { before: T; after: T };

export const MEMBER_SETTING_KEYS = {
  recharge: RECHARGE_CONFIG_KEY,
  withdraw: WITHDRAW_CONFIG_KEY,
  credit_statement: CREDIT_STATEMENT_KEY,
  licence_gate: LICENCE_GATE_KEY,
} as const;

const withdrawView = (s: WithdrawSettings): MemberSettings['withdraw'] => ({
  is_use: s.is_use === 1 ? 1 : 0,
  min: fenToYuan(s.min_fen),
  rate_bp: s.rate_bp,
  transfer_types: s.transfer_types,
});

export async function memberSettings(db: DbExecutor): Promise<MemberSettings> {
  const [recharge, withdraw, creditStatement, gate] = await Promise.all([
    getRechargeConfig(db),
    getWithdrawSettings(db),
    getCreditStatementSetting(db),
    licenceGateOn(db),
  ]);
  return {
    recharge,
    withdraw: withdrawView(withdraw),
    credit_statement: creditStatement,
    licence_gate: { enabled: gate },
  };
}

/** Packages keep their ids; a new one takes the next id never used by the packages before. */
export async function storeRechargeSetting(
  db: DbExecutor,
  input: z.output<typeof RechargeSettingInputSchema>,
): Promise<Change<MemberSettings['recharge']>> {
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
): Promise<Change<MemberSettings['withdraw']>> {
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

export async function storeLicenceGate(
  db: DbExecutor,
  input: MemberSettings['licence_gate'],
): Promise<Change<MemberSettings['licence_gate']>> {
  const before = { enabled: await licenceGateOn(db) };
  await setConfig(db, LICENCE_GATE_KEY, input);
  return { before, after: input };
}
