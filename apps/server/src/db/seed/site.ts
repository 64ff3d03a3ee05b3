import {
  type AddonFlags,
  type CategoryConfig,
  type DefaultImages,
  type SiteInfo,
  ADDON_NAMES,
} from '@shop/contracts/site';
import {
  DEFAULT_SEARCH_WORDS_KEY,
  HOT_SEARCH_WORDS_KEY,
  GOODS_AFTERSALE_KEY,
  GOODS_EVALUATE_CONFIG_KEY,
} from '../../modules/catalogue';
import {
  setConfig,
  ADDONS_KEY,
  CATEGORY_CONFIG_KEY,
  DEFAULT_IMAGES_KEY,
  WAP_SITE_KEY,
  SITE_INFO_KEY,
} from '../../modules/settings';
import type { DbTransaction } from '../client';

const SITE_NAME = '康源医药批发商城';
const ASSETS = '/demo/site';

const siteInfo: SiteInfo = {
  site_name: SITE_NAME,
  logo: `${ASSETS}/logo.svg`,
  web_phone: '400-826-1588',
  web_email: 'service@kangyuan-yy.example.com',
  site_tel: '0571-8868 2233',
  seo_title: `${SITE_NAME} - 药店诊所一站式采购平台`,
  seo_description:
    '康源医药批发商城为单体药店、连锁药店和基层诊所提供药品、医疗器械、保健食品的一站式批发采购，正品保障，全程冷链，次日达。',
  seo_keywords: '医药批发,药品采购,药店进货,诊所采购,医疗器械批发,康源医药',
  web_qrcode: '',
};

const defaultImages: DefaultImages = {
  default_goods_img: `${ASSETS}/default-goods.svg`,
  default_headimg: `${ASSETS}/default-headimg.svg`,
  default_shop_img: `${ASSETS}/default-shop.svg`,
  default_city_img: `${ASSETS}/default-city.svg`,
  default_supply_img: `${ASSETS}/default-supply.svg`,
  default_store_img: `${ASSETS}/default-store.svg`,
  default_category_img: `${ASSETS}/default-category.svg`,
  default_brand_img: `${ASSETS}/default-brand.svg`,
};

const categoryConfig: CategoryConfig = { category: 3, img: 1 };

const hotWords = [
  '阿莫西林',
  '感冒灵',
  '布洛芬',
  '口罩',
  '血压计',
  '板蓝根',
  '维生素C',
  '连花清瘟',
];
/** The English label of each hot word, by position (issue 14); each still searches the Chinese. */
const hotWordsEn = [
  'Amoxicillin',
  'Cold relief',
  'Ibuprofen',
  'Masks',
  'BP monitors',
  'Isatis root',
  'Vitamin C',
  'Lianhua Qingwen',
];

/** The after-sale policy shown on every goods page (plain text, one rule a line). */
const aftersale = [
  '1. 药品质量问题：收货后7天内可申请退换货，请保留原包装、批号及随货票据，经核实后由平台承担往返运费。',
  '2. 非质量问题：药品属特殊商品，依据《药品经营质量管理规范》，非质量问题（如买错、不想要）一经售出不予退换。',
  '3. 破损、少件、错发：请在签收时当面开箱验货，发现问题请拒收或于24小时内联系客服并提供照片，核实后补发或退款。',
  '4. 冷链药品：签收时请核对温度记录，冷链品签收后不接受非质量问题退货。',
  '5. 近效期商品：商品详情页标明的效期即为发货效期，近效期商品售出不退换。',
  '6. 发票：默认随货开具增值税发票，如需专票请在下单时备注开票信息；发票问题请于收货后30天内联系客服。',
  '7. 退款：退货验收合格后3个工作日内原路退款。售后热线 400-826-1588（工作日 8:30-18:00）。',
].join('\n');

const addons = Object.fromEntries(ADDON_NAMES.map((name) => [name, 1])) as AddonFlags;

/** The shop's identity and header settings: every shop needs them to answer at all. */
export async function seedSite(tx: DbTransaction): Promise<void> {
  await setConfig(tx, SITE_INFO_KEY, siteInfo);
  await setConfig(tx, DEFAULT_IMAGES_KEY, defaultImages);
  await setConfig(tx, CATEGORY_CONFIG_KEY, categoryConfig);
  await setConfig(tx, HOT_SEARCH_WORDS_KEY, { words: hotWords, en: { words: hotWordsEn } });
  await setConfig(tx, DEFAULT_SEARCH_WORDS_KEY, {
    words: '搜索药品名称、通用名、厂家或批准文号',
    en: { words: 'Search by drug name, generic name, manufacturer or approval number' },
  });
  await setConfig(tx, ADDONS_KEY, addons);
  await setConfig(tx, WAP_SITE_KEY, { url: 'https://m.kangyuan-yy.example.com/' });
  await setConfig(tx, GOODS_AFTERSALE_KEY, { content: aftersale });
  await setConfig(tx, GOODS_EVALUATE_CONFIG_KEY, { evaluate_show: 1, evaluate_audit: 1 });
}
