/**
 * The settings module's front door (ground floor, see modules/README.md): the store of shop
 * settings (key -> JSON, each read through its schema with defaults) and the settings that the
 * shell and several modules read. A module's own setting keeps its schema in that module and is
 * read through `getConfig` (ADR 0009).
 */
export { forgetConfig, getConfig, setConfig } from './settings.service';
export { findConfigValue, upsertConfigValue } from './settings.repository';
export { withDefaults } from './with-defaults';
export { EnglishTextsSchema, textsInLang, type EnglishTexts } from './english-texts';
export {
  ADDONS_KEY,
  CATEGORY_CONFIG_KEY,
  DEFAULT_IMAGES_KEY,
  WAP_SITE_KEY,
  getAddonFlags,
  getCategoryConfig,
  getDefaultImages,
  getWapSiteUrl,
} from './shop-settings';
export { SITE_INFO_KEY, getSiteInfo } from './site-info';
export { SITE_STATUS_KEY, getSiteStatus, setSiteStatus, type SiteStatus } from './site-status';
export {
  OFFLINE_PAY_ACCOUNT_KEY,
  getOfflineAccount,
  requireOfflineAccount,
  storeOfflineAccount,
} from './offline-account';
