import { SiteInfoSchema, type SiteInfo } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { withDefaults } from './with-defaults';
import { getConfig } from './settings.service';

export const SITE_INFO_KEY = 'site_info';

/** Site info with every field present (empty text when the shop has not set it). */
const StoredSiteInfoSchema = withDefaults(SiteInfoSchema, {
  site_name: '',
  logo: '',
  web_phone: '',
  web_email: '',
  site_tel: '',
  seo_title: '',
  seo_description: '',
  seo_keywords: '',
  web_qrcode: '',
});

export function getSiteInfo(db: DbExecutor): Promise<SiteInfo> {
  return getConfig(db, SITE_INFO_KEY, StoredSiteInfoSchema);
}
