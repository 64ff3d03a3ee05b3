import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, shop } from './catalogue.tables';
import { goodsOnSale } from './goods-card.repository';
import { escapeLike, likeLower } from '../../lib/like';

/** Open shops whose name or keywords (pinyin initials included) contain the keyword. */
function whereOf(keyword: string | undefined) {
  const open = eq(shop.status, 1);
  if (!keyword) return open;
  const contains = `%${escapeLike(keyword.toLowerCase())}%`;
  return and(open, or(likeLower(shop.shopName, contains), likeLower(shop.keywords, contains)));
}

/** One page of shops (own shops first, then staff order) with goods and sales on sale. */
export async function findShopPage(
  db: DbExecutor,
  keyword: string | undefined,
  page: { offset: number; limit: number },
) {
  const where = whereOf(keyword);
  const onSale = db
    .select({
      siteId: goods.siteId,
      n: count().as('n'),
      sold: sql<number>`sum(${goods.saleNum})`.as('sold'),
    })
    .from(goods)
    .where(goodsOnSale)
    .groupBy(goods.siteId)
    .as('on_sale');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        siteId: shop.siteId,
        shopName: shop.shopName,
        logo: shop.logo,
        description: shop.description,
        telephone: shop.telephone,
        address: shop.address,
        isOwn: shop.isOwn,
        goodsCount: sql<number>`coalesce(${onSale.n}, 0)`.mapWith(Number),
        saleCount: sql<number>`coalesce(${onSale.sold}, 0)`.mapWith(Number),
      })
      .from(shop)
      .leftJoin(onSale, eq(onSale.siteId, shop.siteId))
      .where(where)
      .orderBy(desc(shop.isOwn), asc(shop.sort), asc(shop.siteId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(shop).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}
