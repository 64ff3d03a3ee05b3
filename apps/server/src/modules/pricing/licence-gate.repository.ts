import { inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods, goodsCategory } from '../catalogue/catalogue.tables';

/** Every category with its parent and the business scope it needs ('' none); a few hundred. */
export function findCategoryScopes(db: DbExecutor) {
  return db
    .select({
      categoryId: goodsCategory.categoryId,
      pid: goodsCategory.pid,
      requiredScope: goodsCategory.requiredScope,
    })
    .from(goodsCategory);
}

/** The category and own business scope ('' none, issue 25) of each goods. */
export function findGoodsCategories(db: DbExecutor, goodsIds: number[]) {
  return db
    .select({
      goodsId: goods.goodsId,
      categoryId: goods.categoryId,
      businessScope: goods.businessScope,
    })
    .from(goods)
    .where(inArray(goods.goodsId, goodsIds));
}
