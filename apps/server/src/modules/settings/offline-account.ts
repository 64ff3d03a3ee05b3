import {
  OfflineAccountSchema,
  offlineAccountSet,
  type OfflineAccount,
} from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getConfig, setConfig } from './settings.service';
import { withDefaults } from './with-defaults';

/**
 * Site setting: the bank account buyers transfer to when paying offline (线下转账). Read by order
 * payments and member recharges (issue 16), so it lives on the ground floor.
 */
export const OFFLINE_PAY_ACCOUNT_KEY = 'offline_pay_account';

/** No account until the shop sets its own: a made-up one would take buyers' real money. */
const NO_OFFLINE_ACCOUNT: OfflineAccount = { bank_name: '', account_name: '', account_no: '' };

const StoredOfflineAccountSchema = withDefaults(OfflineAccountSchema, NO_OFFLINE_ACCOUNT);

export function getOfflineAccount(db: DbExecutor): Promise<OfflineAccount> {
  return getConfig(db, OFFLINE_PAY_ACCOUNT_KEY, StoredOfflineAccountSchema);
}

/** Refuses a transfer (order payment or recharge) while the shop has set no account. */
export async function requireOfflineAccount(db: DbExecutor): Promise<void> {
  if (!offlineAccountSet(await getOfflineAccount(db)))
    throw new AppError('pay.offline_account_unset');
}

/** Stores the account buyers transfer to (the console, issue 15; the demo seed). */
export async function storeOfflineAccount(db: DbExecutor, account: OfflineAccount): Promise<void> {
  await setConfig(db, OFFLINE_PAY_ACCOUNT_KEY, account);
}
