import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods } from '../catalogue/catalogue.tables';

/** The shop of a goods not deleted, or undefined. */
export async function findGoodsShop(db: DbExecutor, goodsId: number) {
  const [row] = await db
    .select({ siteId: goods.siteId })
    .from(goods)
    .where(and(eq(goods.goodsId, goodsId), eq(goods.isDelete, false)));
  return row;
}
