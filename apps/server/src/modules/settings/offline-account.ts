import { OfflineAccountSchema, type OfflineAccount } from '@shop/contracts/order';
import type { DbExecutor } from '../../db/client';
import { getConfig, setConfig } from './settings.service';
import { withDefaults } from './with-defaults';

/**
 * Site setting: the bank account buyers transfer to when paying offline (线下转账). Read by order
 * payments and member recharges (issue 16), so it lives on the ground floor.
 */
export const OFFLINE_PAY_ACCOUNT_KEY = 'offline_pay_account';

/** Shown until the shop sets its own account. */
export const DEFAULT_OFFLINE_ACCOUNT: OfflineAccount = {
  bank_name: '中国工商银行杭州文三路支行',
  account_name: '杭州康源医药有限公司',
  account_no: '6222 0212 0200 8866 123',
};

const StoredOfflineAccountSchema = withDefaults(OfflineAccountSchema, DEFAULT_OFFLINE_ACCOUNT);

export function getOfflineAccount(db: DbExecutor): Promise<OfflineAccount> {
  return getConfig(db, OFFLINE_PAY_ACCOUNT_KEY, StoredOfflineAccountSchema);
}

/** Stores the account buyers transfer to (the console, issue 15). */
export async function storeOfflineAccount(db: DbExecutor, account: OfflineAccount): Promise<void> {
  await setConfig(db, OFFLINE_PAY_ACCOUNT_KEY, account);
}
