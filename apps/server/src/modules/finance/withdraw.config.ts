import { WITHDRAW_TYPES, WithdrawTypeSchema } from '@shop/contracts/member';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { getConfig, withDefaults } from '../settings';

/** Shop setting (issue 16): whether members may withdraw, the minimum, the fee, the account kinds. */
export const WITHDRAW_CONFIG_KEY = 'member_withdraw';

const WithdrawSettingsSchema = z.object({
  is_use: z.number().int().min(0).max(1),
  /** The smallest amount one withdrawal may ask for, in fen. */
  min_fen: z.number().int().min(1),
  /** The fee in basis points of the amount (60 = 0.6 %), see contracts withdrawFee. */
  rate_bp: z.number().int().min(0).max(10_000),
  /** The kinds of account the shop pays to. */
  transfer_types: z.array(WithdrawTypeSchema),
});
export type WithdrawSettings = z.infer<typeof WithdrawSettingsSchema>;

/** Until the shop sets its own: on, at least ¥10, a 0.6 % fee, bank cards and Alipay. */
export const DEFAULT_WITHDRAW_SETTINGS: WithdrawSettings = {
  is_use: 1,
  min_fen: 1000,
  rate_bp: 60,
  transfer_types: [...WITHDRAW_TYPES],
};

const StoredWithdrawSettingsSchema = withDefaults(
  WithdrawSettingsSchema,
  DEFAULT_WITHDRAW_SETTINGS,
);

export function getWithdrawSettings(db: DbExecutor): Promise<WithdrawSettings> {
  return getConfig(db, WITHDRAW_CONFIG_KEY, StoredWithdrawSettingsSchema);
}
