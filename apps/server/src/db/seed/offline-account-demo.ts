import { storeOfflineAccount } from '../../modules/settings';
import type { DbTransaction } from '../client';

/**
 * The demo mall's (fictional) account for transfers: a shop without demo data has none until
 * its staff set one, so no buyer is shown an account that is not the shop's.
 */
export async function seedOfflineAccountDemo(tx: DbTransaction): Promise<void> {
  await storeOfflineAccount(tx, {
    bank_name: '中国工商银行杭州文三路支行',
    account_name: '杭州康源医药有限公司',
    account_no: '6222 0212 0200 8866 123',
  });
}
