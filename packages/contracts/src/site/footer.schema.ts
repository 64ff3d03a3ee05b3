import { z } from 'zod';

/** `/api/config/copyright`: the legal line under the footer (records, supervision links). */
export const CopyrightSchema = z.object({
  copyright_desc: z.string().max(200),
  company_name: z.string().max(100),
  /** Where the copyright line links to (empty: plain text). */
  copyright_link: z.string().max(500),
  /** ICP licence number, e.g. 沪ICP备12345678号. */
  icp: z.string().max(100),
  /** Public-security filing number, linked to gov_url. */
  gov_record: z.string().max(100),
  gov_url: z.string().max(500),
  market_supervision_url: z.string().max(500),
});
export type Copyright = z.infer<typeof CopyrightSchema>;

/** A friendly link: `link_url` without http is an in-site route. */
export const FriendlyLinkSchema = z.object({
  id: z.number().int(),
  link_title: z.string().max(100),
  link_url: z.string().max(500),
  link_pic: z.string().max(500),
  is_blank: z.union([z.literal(0), z.literal(1)]),
});
export type FriendlyLink = z.infer<typeof FriendlyLinkSchema>;
export const FriendlyLinkListSchema = z.array(FriendlyLinkSchema);

/** A certificate or platform entry at the bottom of the footer. */
export const FooterItemSchema = z.object({
  id: z.number().int(),
  name: z.string().max(100),
  icon: z.string().max(500),
  link_url: z.string().max(500),
});
export type FooterItem = z.infer<typeof FooterItemSchema>;

/** `/pc/api/pc/footerList`. */
export const FooterListSchema = z.object({
  cert: z.array(FooterItemSchema),
  platform: z.array(FooterItemSchema),
});
export type FooterList = z.infer<typeof FooterListSchema>;

/** The footer extras the shop configures (client reads `data.index`). */
export const FooterExtrasSchema = z.object({
  /** Caption under the mini-program QR code, e.g. 微信扫码 进入小程序. */
  qrcode_title: z.string().max(50),
  /** Customer-service hours, e.g. 周一至周六 8:30-18:00. */
  service_time: z.string().max(100),
  company_address: z.string().max(200),
});
export type FooterExtras = z.infer<typeof FooterExtrasSchema>;

/** `/pc/api/pc/moreConfig`. */
export const MoreConfigSchema = z.object({ index: FooterExtrasSchema });
export type MoreConfig = z.infer<typeof MoreConfigSchema>;

/** A service promise (正品保障, 冷链配送, ...) of `/api/goods/service`. */
export const GoodsServiceSchema = z.object({
  id: z.number().int(),
  service_name: z.string().max(60),
  icon: z.string().max(500),
  desc: z.string().max(200),
});
export type GoodsService = z.infer<typeof GoodsServiceSchema>;
export const GoodsServiceListSchema = z.array(GoodsServiceSchema);

/** `weapp/api/weapp/qrcode`: the mini-program QR code as a PNG data URL. */
export const WeappQrcodeSchema = z.object({ path: z.string().max(20_000) });
export type WeappQrcode = z.infer<typeof WeappQrcodeSchema>;
