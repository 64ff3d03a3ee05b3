import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsBrand } from './catalogue.tables';
import { escapeLike, likeLower } from '../../lib/like';

/** The console's brand reads and writes (issue 25); brands are few (hundreds). */

// Written out in full: drizzle leaves the outer column unqualified in a one-table select.
const goodsOfBrand = sql<number>`(select count(*)::int from goods g where g.brand_id = goods_brand.brand_id)`;

/** One page of brands by initial and name, with their goods counts. */
export async function findConsoleBrandPage(
  db: DbExecutor,
  keyword: string | undefined,
  window: { offset: number; limit: number },
) {
  const where = keyword
    ? likeLower(goodsBrand.brandName, `%${escapeLike(keyword.toLowerCase())}%`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        brandId: goodsBrand.brandId,
        brandName: goodsBrand.brandName,
        brandInitial: goodsBrand.brandInitial,
        imageUrl: goodsBrand.imageUrl,
        sort: goodsBrand.sort,
        isRecommend: goodsBrand.isRecommend,
        goodsCount: goodsOfBrand,
      })
      .from(goodsBrand)
      .where(where)
      .orderBy(asc(goodsBrand.brandInitial), asc(goodsBrand.sort), asc(goodsBrand.brandName))
      .offset(window.offset)
      .limit(window.limit),
    db.select({ n: count() }).from(goodsBrand).where(where),
  ]);
  return { rows, count: total?.n ?? 0 };
}

export async function findBrandForUpdate(db: DbExecutor, brandId: number) {
  const [row] = await db
    .select()
    .from(goodsBrand)
    .where(eq(goodsBrand.brandId, brandId))
    .for('update');
  return row;
}

/** A brand of that name (case-insensitive) other than `exceptId`. */
export async function brandNamed(db: DbExecutor, name: string, exceptId = 0) {
  const [row] = await db
    .select({ id: goodsBrand.brandId })
    .from(goodsBrand)
    .where(
      sql`lower(${goodsBrand.brandName}) = ${name.toLowerCase()} and ${goodsBrand.brandId} <> ${exceptId}`,
    )
    .limit(1);
  return row;
}

export type BrandValues = Omit<typeof goodsBrand.$inferInsert, 'brandId'>;

export async function insertBrand(db: DbExecutor, values: BrandValues): Promise<number> {
  const [row] = await db.insert(goodsBrand).values(values).returning({ id: goodsBrand.brandId });
  if (!row) throw new Error('brand insert returned nothing');
  return row.id;
}

export async function updateBrand(db: DbExecutor, brandId: number, values: BrandValues) {
  await db.update(goodsBrand).set(values).where(eq(goodsBrand.brandId, brandId));
}

export async function deleteBrand(db: DbExecutor, brandId: number) {
  await db.delete(goodsBrand).where(eq(goodsBrand.brandId, brandId));
}

/** Goods (in the bin too) carrying the brand. */
export async function countBrandGoods(db: DbExecutor, brandId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(goods).where(eq(goods.brandId, brandId));
  return row?.n ?? 0;
}
