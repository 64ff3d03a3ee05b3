import { GoodsEvaluateConfigSchema, type GoodsEvaluateConfig } from '@shop/contracts/catalogue';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { withDefaults, getConfig } from '../settings';

/** Settings of the goods detail page, stored in site_config. */
export const GOODS_AFTERSALE_KEY = 'goods_aftersale';
export const GOODS_EVALUATE_CONFIG_KEY = 'goods_evaluate_config';
/** The storefront's public address (`https://www.example.com`), encoded in goods QR codes. */
export const PC_SITE_KEY = 'pc_site';

const StoredAftersaleSchema = z.object({ content: z.string().max(5000).default('') });

/** Unset: evaluations shown, new ones reviewed before they show. */
const StoredEvaluateConfigSchema = withDefaults(GoodsEvaluateConfigSchema, {
  evaluate_show: 1,
  evaluate_audit: 1,
});

const StoredPcSiteSchema = z.object({
  url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .or(z.literal(''))
    .default(''),
});

/** The after-sale policy text ('' when the shop has written none). */
export async function getAftersaleText(db: DbExecutor): Promise<string> {
  return (await getConfig(db, GOODS_AFTERSALE_KEY, StoredAftersaleSchema)).content;
}

export function getEvaluateConfig(db: DbExecutor): Promise<GoodsEvaluateConfig> {
  return getConfig(db, GOODS_EVALUATE_CONFIG_KEY, StoredEvaluateConfigSchema);
}

/** The storefront origin set by the shop (no trailing slash), '' when unset. */
export async function getPcSiteOrigin(db: DbExecutor): Promise<string> {
  const { url } = await getConfig(db, PC_SITE_KEY, StoredPcSiteSchema);
  return url ? new URL(url).origin : '';
}
