import type { GoodsService } from '@shop/contracts/site';
import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goodsService } from '../../db/schema';
import { cachedRead } from '../../lib/read-cache';

/** Service promises in display order (`/api/goods/service`, the goods detail and the footer). */
export function getGoodsServices(db: DbExecutor): Promise<GoodsService[]> {
  return cachedRead(db, 'goods-services', () =>
    db
      .select({
        id: goodsService.id,
        service_name: goodsService.serviceName,
        icon: goodsService.icon,
        desc: goodsService.description,
      })
      .from(goodsService)
      .orderBy(asc(goodsService.sort), asc(goodsService.id)),
  );
}
