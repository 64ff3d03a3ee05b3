import type { AddonFlags, CategoryConfig, DefaultImages, SiteInfo } from '@shop/contracts/site';
import { ADDON_NAMES } from '@shop/contracts/site';
import {
  DEFAULT_SEARCH_WORDS_KEY,
  HOT_SEARCH_WORDS_KEY,
} from '../../modules/catalogue/search-words.service';
import { setConfig } from '../../modules/site/site-config.service';
import {
  ADDONS_KEY,
  CATEGORY_CONFIG_KEY,
  DEFAULT_IMAGES_KEY,
  WAP_SITE_KEY,
} from '../../modules/site/site-settings.service';
import { SITE_INFO_KEY } from '../../modules/site/site.service';
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

const addons = Object.fromEntries(ADDON_NAMES.map((name) => [name, 1])) as AddonFlags;

/** The shop's identity and header settings: every shop needs them to answer at all. */
export async function seedSite(tx: DbTransaction): Promise<void> {
  await setConfig(tx, SITE_INFO_KEY, siteInfo);
  await setConfig(tx, DEFAULT_IMAGES_KEY, defaultImages);
  await setConfig(tx, CATEGORY_CONFIG_KEY, categoryConfig);
  await setConfig(tx, HOT_SEARCH_WORDS_KEY, { words: hotWords });
  await setConfig(tx, DEFAULT_SEARCH_WORDS_KEY, { words: '搜索药品名称、通用名、厂家或批准文号' });
  await setConfig(tx, ADDONS_KEY, addons);
  await setConfig(tx, WAP_SITE_KEY, { url: 'https://m.kangyuan-yy.example.com/' });
}
