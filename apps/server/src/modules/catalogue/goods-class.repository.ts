import { and, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods } from './catalogue.tables';

/** goods_class of virtual goods: a code delivered when paid, verified at a store (issue 17). */
export const VIRTUAL_GOODS_CLASS = 2;

/** Which of the goods are virtual goods. */
export async function virtualGoodsIds(db: DbExecutor, goodsIds: number[]): Promise<Set<number>> {
  if (goodsIds.length === 0) return new Set();
  const rows = await db
    .select({ goodsId: goods.goodsId })
    .from(goods)
    .where(and(inArray(goods.goodsId, goodsIds), eq(goods.goodsClass, VIRTUAL_GOODS_CLASS)));
  return new Set(rows.map((r) => r.goodsId));
}
