import { CreditStatementSettingSchema } from '@shop/contracts/settings';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig, withDefaults } from '../settings';

/*
 * Shop settings of issue 16's money pages, in fen (the wire speaks yuan). Missing fields take the
 * demo defaults below.
 */

/** Setting `recharge`: the smallest and largest single recharge, and the packages offered. */
export const RECHARGE_CONFIG_KEY = 'recharge';

const RechargeSettingSchema = z.object({
  min_fen: z.number().int().min(1),
  max_fen: z.number().int().min(1),
  packages: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string().max(50),
      amount_fen: z.number().int().min(1),
      bonus_fen: z.number().int().min(0),
    }),
  ),
});
export type RechargeSetting = z.infer<typeof RechargeSettingSchema>;

const DEFAULT_RECHARGE: RechargeSetting = {
  min_fen: 10_000,
  max_fen: 100_000_000,
  packages: [
    { id: 1, name: '充1000送20', amount_fen: 100_000, bonus_fen: 2_000 },
    { id: 2, name: '充5000送150', amount_fen: 500_000, bonus_fen: 15_000 },
    { id: 3, name: '充10000送400', amount_fen: 1_000_000, bonus_fen: 40_000 },
  ],
};

export function getRechargeSetting(db: DbExecutor): Promise<RechargeSetting> {
  return getConfig(db, RECHARGE_CONFIG_KEY, withDefaults(RechargeSettingSchema, DEFAULT_RECHARGE));
}

/** Setting `credit_statement`: the 账期 settlement day (1-28) and the days given to repay. */
export const CREDIT_STATEMENT_KEY = 'credit_statement';

export type CreditStatementSetting = z.infer<typeof CreditStatementSettingSchema>;

export function getCreditStatementSetting(db: DbExecutor): Promise<CreditStatementSetting> {
  return getConfig(
    db,
    CREDIT_STATEMENT_KEY,
    withDefaults(CreditStatementSettingSchema, { settle_day: 1, due_days: 15 }),
  );
}
