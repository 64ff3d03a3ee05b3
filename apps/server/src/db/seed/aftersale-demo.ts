import { DEFAULT_AFTERSALE_SETTING, storeAftersaleSetting } from '../../modules/aftersale';
import type { DbTransaction } from '../client';

/**
 * The demo mall's after-sales rules (issue 17): the usual reasons and the own shop's warehouse as
 * the default return address, so agreeing to a return offers it.
 */
export async function seedAftersaleDemo(tx: DbTransaction): Promise<void> {
  await storeAftersaleSetting(tx, {
    ...DEFAULT_AFTERSALE_SETTING,
    return_address:
      '江苏省南京市江宁区秣陵街道胜太路 88 号 康源医药物流中心 售后组 收 025-52101888',
  });
}
