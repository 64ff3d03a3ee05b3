import { AftersaleSettingSchema, type AftersaleSetting } from '@shop/contracts/aftersale';
import type { DbExecutor } from '../../db/client';
import type { Lang } from '../../lib/i18n/translate';
import { getConfig, setConfig, withDefaults } from '../settings';

/** The shop setting of after-sales rules (issue 17). */
export const AFTERSALE_SETTING_KEY = 'aftersale';

/**
 * Unset: the reasons Chinese drug wholesalers list, 3 days to answer, 7 days to complain, the
 * freight back only when the whole order is refunded before it ships (ADR 0016).
 */
export const DEFAULT_AFTERSALE_SETTING: AftersaleSetting = {
  reasons: ['商品破损', '少发/漏发', '发错货', '效期不符', '批号不符', '质量问题', '不想要了'],
  reasons_en: [
    'Damaged goods',
    'Goods missing',
    'Wrong goods sent',
    'Expiry date not as agreed',
    'Batch number not as agreed',
    'Quality problem',
    'No longer needed',
  ],
  shop_answer_days: 3,
  complain_days: 7,
  return_address: '',
  freight_refund: 'unshipped',
};

const StoredAftersaleSchema = withDefaults(AftersaleSettingSchema, DEFAULT_AFTERSALE_SETTING);

export const aftersaleSetting = (db: DbExecutor): Promise<AftersaleSetting> =>
  getConfig(db, AFTERSALE_SETTING_KEY, StoredAftersaleSchema);

/** The reasons in the buyer's language (a reason without English text stays Chinese). */
export const reasonsIn = (setting: AftersaleSetting, lang: Lang): string[] =>
  lang === 'en-US' ? setting.reasons.map((r, i) => setting.reasons_en[i] || r) : setting.reasons;

/** Whether `reason` is one of the shop's, in either language. */
export const isShopReason = (setting: AftersaleSetting, reason: string): boolean =>
  setting.reasons.includes(reason) || setting.reasons_en.includes(reason);

/**
 * Stores the rules (issue 17, the console's settings): the English reasons are kept in step with
 * the Chinese ones (missing ones empty, extra ones dropped). Answers the rules before and after.
 */
export async function storeAftersaleSetting(db: DbExecutor, input: AftersaleSetting) {
  const before = await aftersaleSetting(db);
  const after = {
    ...input,
    reasons_en: input.reasons.map((_, i) => input.reasons_en[i] ?? ''),
  };
  await setConfig(db, AFTERSALE_SETTING_KEY, after);
  return { before, after };
}
