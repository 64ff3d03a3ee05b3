import type { BrandCenterPage } from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { findBrandPage } from './brand.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/** The brand centre: a page of brands, optionally those of one initial letter. */
export async function getBrandCenterPage(
  db: DbExecutor,
  query: { page: number; page_size: number; brand_initial?: string | undefined },
): Promise<BrandCenterPage> {
  const { rows, count } = await findBrandPage(db, query.brand_initial || undefined, {
    ...pageWindow(query),
  });
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((r) => ({
      brand_id: r.brandId,
      brand_name: r.brandName,
      brand_initial: r.brandInitial,
      image_url: r.imageUrl,
      goods_count: r.goodsCount,
    })),
  };
}
