import { z } from 'zod';

/** `/api/site/info`: the shop's identity shown in header, footer and titles. */
export const SiteInfoSchema = z.object({
  site_name: z.string(),
  logo: z.string(),
  web_phone: z.string(),
  web_email: z.string(),
  site_tel: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keywords: z.string(),
  web_qrcode: z.string(),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** `/api/site/status`: whether the site is open (the closed case answers code -3). */
export const SiteStatusSchema = z.object({ status: z.literal(1) });
export type SiteStatus = z.infer<typeof SiteStatusSchema>;
