import type { GoodsService } from '@shop/contracts/site';
import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goodsService } from './catalogue.tables';
import { shopText } from '../../lib/i18n/shop-text';
import type { Lang } from '../../lib/i18n/translate';
import { cachedRead } from '../../lib/read-cache';

/**
 * Service promises in display order (`/api/goods/service`, the goods detail and the footer), in
 * the request's language (issue 14); the cache holds both languages' texts.
 */
export async function getGoodsServices(db: DbExecutor, lang: Lang): Promise<GoodsService[]> {
  const rows = await cachedRead(db, 'goods-services', () =>
    db.select().from(goodsService).orderBy(asc(goodsService.sort), asc(goodsService.id)),
  );
  return rows.map((row) => ({
    id: row.id,
    service_name: shopText(lang, row.serviceName, row.serviceNameEn),
    icon: row.icon,
    desc: shopText(lang, row.description, row.descriptionEn),
  }));
}
