import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand } from './catalogue.tables';
import { goodsOnSale } from './goods-card.repository';

/** One page of brands (recommended first, then staff order) with their goods on sale. */
export async function findBrandPage(
  db: DbExecutor,
  initial: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = initial ? eq(goodsBrand.brandInitial, initial) : undefined;
  const onSale = db
    .select({ brandId: goods.brandId, n: count().as('n') })
    .from(goods)
    .where(goodsOnSale)
    .groupBy(goods.brandId)
    .as('on_sale');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        brandId: goodsBrand.brandId,
        brandName: goodsBrand.brandName,
        brandInitial: goodsBrand.brandInitial,
        imageUrl: goodsBrand.imageUrl,
        goodsCount: sql<number>`coalesce(${onSale.n}, 0)`.mapWith(Number),
      })
      .from(goodsBrand)
      .leftJoin(onSale, eq(onSale.brandId, goodsBrand.brandId))
      .where(where)
      .orderBy(desc(goodsBrand.isRecommend), asc(goodsBrand.sort), asc(goodsBrand.brandId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(goodsBrand).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
