import enUS from '../../locales/en-US.json' with { type: 'json' };
import enChat from '../../locales/en-US/chat.json' with { type: 'json' };
import enCampaign from '../../locales/en-US/campaign.json' with { type: 'json' };
import enCoupon from '../../locales/en-US/coupon.json' with { type: 'json' };
import enManjian from '../../locales/en-US/manjian.json' with { type: 'json' };
import enPoint from '../../locales/en-US/point.json' with { type: 'json' };
import enSeckill from '../../locales/en-US/seckill.json' with { type: 'json' };
import enStaff from '../../locales/en-US/staff.json' with { type: 'json' };
import enOrderConsole from '../../locales/en-US/order-console.json' with { type: 'json' };
import enConsole from '../../locales/en-US/console.json' with { type: 'json' };
import enRecharge from '../../locales/en-US/recharge.json' with { type: 'json' };
import enPayment from '../../locales/en-US/payment.json' with { type: 'json' };
import enWithdraw from '../../locales/en-US/withdraw.json' with { type: 'json' };
import enMemberCentre from '../../locales/en-US/member-centre.json' with { type: 'json' };
import enLicence from '../../locales/en-US/licence.json' with { type: 'json' };
import enStore from '../../locales/en-US/store.json' with { type: 'json' };
import enVerify from '../../locales/en-US/verify.json' with { type: 'json' };
import enEvaluate from '../../locales/en-US/evaluate.json' with { type: 'json' };
import enAftersale from '../../locales/en-US/aftersale.json' with { type: 'json' };
import enOrderAnnex from '../../locales/en-US/order-annex.json' with { type: 'json' };
import enGoodsEditor from '../../locales/en-US/goods-editor.json' with { type: 'json' };
import enCatalogueConsole from '../../locales/en-US/catalogue-console.json' with { type: 'json' };
import enFinance from '../../locales/en-US/finance.json' with { type: 'json' };
import enErpMember from '../../locales/en-US/erp-member.json' with { type: 'json' };
import enErpImport from '../../locales/en-US/erp-import.json' with { type: 'json' };
import enErp from '../../locales/en-US/erp.json' with { type: 'json' };
import enErpSync from '../../locales/en-US/erp-sync.json' with { type: 'json' };
import enNearExpiry from '../../locales/en-US/near-expiry.json' with { type: 'json' };
import zhCN from '../../locales/zh-CN.json' with { type: 'json' };
import zhChat from '../../locales/zh-CN/chat.json' with { type: 'json' };
import zhCampaign from '../../locales/zh-CN/campaign.json' with { type: 'json' };
import zhCoupon from '../../locales/zh-CN/coupon.json' with { type: 'json' };
import zhManjian from '../../locales/zh-CN/manjian.json' with { type: 'json' };
import zhPoint from '../../locales/zh-CN/point.json' with { type: 'json' };
import zhSeckill from '../../locales/zh-CN/seckill.json' with { type: 'json' };
import zhStaff from '../../locales/zh-CN/staff.json' with { type: 'json' };
import zhOrderConsole from '../../locales/zh-CN/order-console.json' with { type: 'json' };
import zhConsole from '../../locales/zh-CN/console.json' with { type: 'json' };
import zhRecharge from '../../locales/zh-CN/recharge.json' with { type: 'json' };
import zhPayment from '../../locales/zh-CN/payment.json' with { type: 'json' };
import zhWithdraw from '../../locales/zh-CN/withdraw.json' with { type: 'json' };
import zhMemberCentre from '../../locales/zh-CN/member-centre.json' with { type: 'json' };
import zhLicence from '../../locales/zh-CN/licence.json' with { type: 'json' };
import zhStore from '../../locales/zh-CN/store.json' with { type: 'json' };
import zhVerify from '../../locales/zh-CN/verify.json' with { type: 'json' };
import zhEvaluate from '../../locales/zh-CN/evaluate.json' with { type: 'json' };
import zhAftersale from '../../locales/zh-CN/aftersale.json' with { type: 'json' };
import zhOrderAnnex from '../../locales/zh-CN/order-annex.json' with { type: 'json' };
import zhGoodsEditor from '../../locales/zh-CN/goods-editor.json' with { type: 'json' };
import zhCatalogueConsole from '../../locales/zh-CN/catalogue-console.json' with { type: 'json' };
import zhFinance from '../../locales/zh-CN/finance.json' with { type: 'json' };
import zhErpMember from '../../locales/zh-CN/erp-member.json' with { type: 'json' };
import zhErpImport from '../../locales/zh-CN/erp-import.json' with { type: 'json' };
import zhErp from '../../locales/zh-CN/erp.json' with { type: 'json' };
import zhErpSync from '../../locales/zh-CN/erp-sync.json' with { type: 'json' };
import zhNearExpiry from '../../locales/zh-CN/near-expiry.json' with { type: 'json' };

export type Lang = 'zh-CN' | 'en-US';
// The general catalogue plus one file per feature that has many messages of its own.
const zhAll = {
  ...zhCN,
  ...zhSeckill,
  ...zhCampaign,
  ...zhManjian,
  ...zhCoupon,
  ...zhPoint,
  ...zhChat,
  ...zhStaff,
  ...zhOrderConsole,
  ...zhConsole,
  ...zhRecharge,
  ...zhPayment,
  ...zhWithdraw,
  ...zhMemberCentre,
  ...zhLicence,
  ...zhStore,
  ...zhVerify,
  ...zhEvaluate,
  ...zhAftersale,
  ...zhOrderAnnex,
  ...zhGoodsEditor,
  ...zhCatalogueConsole,
  ...zhFinance,
  ...zhErpMember,
  ...zhErpImport,
  ...zhErp,
  ...zhErpSync,
  ...zhNearExpiry,
};
const enAll = {
  ...enUS,
  ...enSeckill,
  ...enCampaign,
  ...enManjian,
  ...enCoupon,
  ...enPoint,
  ...enChat,
  ...enStaff,
  ...enOrderConsole,
  ...enConsole,
  ...enRecharge,
  ...enPayment,
  ...enWithdraw,
  ...enMemberCentre,
  ...enLicence,
  ...enStore,
  ...enVerify,
  ...enEvaluate,
  ...enAftersale,
  ...enOrderAnnex,
  ...enGoodsEditor,
  ...enCatalogueConsole,
  ...enFinance,
  ...enErpMember,
  ...enErpImport,
  ...enErp,
  ...enErpSync,
  ...enNearExpiry,
};

export type MessageKey = keyof typeof zhAll;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Lang, Record<string, string>> = { 'zh-CN': zhAll, 'en-US': enAll };

/** The user-facing message for `key` in `lang`, with `{{name}}` placeholders filled. */
/** Why something was refused: a message and its parameters, translated where it is shown. */
export type Refusal = { key: MessageKey; params: MessageParams };

export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogues[lang][key] ?? catalogues['zh-CN'][key] ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** The request's language: the body's `lang` wins, then Accept-Language; zh-CN by default. */
export function pickLang(bodyLang: unknown, acceptLanguage: string | undefined): Lang {
  if (bodyLang === 'en-us') return 'en-US';
  if (bodyLang === 'zh-cn') return 'zh-CN';
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}
