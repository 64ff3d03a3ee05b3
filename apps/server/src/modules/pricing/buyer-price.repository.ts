import { and, eq, or, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { goodsSkuPrice } from '../catalogue/catalogue.tables';

const buyerPriceQuery = preparedQuery('pricing_buyer_prices', (db, name) =>
  db
    .select({
      skuId: goodsSkuPrice.skuId,
      kind: goodsSkuPrice.kind,
      priceFen: goodsSkuPrice.priceFen,
    })
    .from(goodsSkuPrice)
    .where(
      and(
        anyOf(goodsSkuPrice.skuId, sql.placeholder('skuIds')),
        or(
          and(
            eq(goodsSkuPrice.kind, 'label'),
            eq(goodsSkuPrice.targetId, sql.placeholder('labelId')),
          ),
          and(
            eq(goodsSkuPrice.kind, 'level'),
            eq(goodsSkuPrice.targetId, sql.placeholder('levelId')),
          ),
        ),
      ),
    )
    .prepare(name),
);

/** The prices the shop set for these SKUs for one buyer type and one member level (0 = none). */
export function findBuyerPrices(
  db: DbExecutor,
  skuIds: number[],
  target: { labelId: number; levelId: number },
) {
  return buyerPriceQuery(db).execute({ skuIds, ...target });
}
