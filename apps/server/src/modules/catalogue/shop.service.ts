import type { ShopPage } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { findShopPage } from './shop.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/** The shop street (/street): open shops, searchable by name or pinyin-initial keywords. */
export async function getShopPage(
  db: DbExecutor,
  query: { page: number; page_size: number; keyword?: string | undefined },
): Promise<ShopPage> {
  const { rows, count } = await findShopPage(db, query.keyword || undefined, {
    ...pageWindow(query),
  });
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((r) => ({
      site_id: r.siteId,
      shop_name: r.shopName,
      logo: r.logo,
      description: r.description,
      telephone: r.telephone,
      address: r.address,
      is_own: r.isOwn ? 1 : 0,
      goods_count: r.goodsCount,
      sale_count: r.saleCount,
    })),
  };
}
