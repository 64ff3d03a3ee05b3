import { SiteInfoSchema, type SiteInfo } from '@shop/contracts/site';
import type { DbExecutor } from '../../db/client';
import { getConfig } from './site-config.service';

export const SITE_INFO_KEY = 'site_info';

/** Site info with every field present (empty text when the shop has not set it). */
const StoredSiteInfoSchema = SiteInfoSchema.partial().transform(
  (v): SiteInfo => ({
    site_name: v.site_name ?? '',
    logo: v.logo ?? '',
    web_phone: v.web_phone ?? '',
    web_email: v.web_email ?? '',
    site_tel: v.site_tel ?? '',
    seo_title: v.seo_title ?? '',
    seo_description: v.seo_description ?? '',
    seo_keywords: v.seo_keywords ?? '',
    web_qrcode: v.web_qrcode ?? '',
  }),
);

export function getSiteInfo(db: DbExecutor): Promise<SiteInfo> {
  return getConfig(db, SITE_INFO_KEY, StoredSiteInfoSchema);
}
