import { and, asc, count, desc, eq, not, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { saleControl } from '../pricing/sale-control.tables';
import { goods, goodsLabel, goodsSku, shop } from './catalogue.tables';
import { defaultSku, goodsCardColumns, goodsOnSale } from './goods-card.repository';

/**
 * Which controlled goods a member label is after: `allowed` the goods whose rule lists the label
 * or lists none (every label may buy, ADR 0021), `refused` every other controlled goods. A member
 * without a label is allowed only rules that list none.
 */
export type SaleControlListFilter = { labelId: number | null; allowed: boolean };

function ruleMatches({ labelId, allowed }: SaleControlListFilter): SQL {
  const open = sql`cardinality(${saleControl.allowedLabelIds}) = 0`;
  const listed =
    labelId === null ? open : sql`(${open} or ${labelId} = ANY(${saleControl.allowedLabelIds}))`;
  return allowed ? listed : not(listed);
}

const listedGoods = (filter: SaleControlListFilter) => and(goodsOnSale, ruleMatches(filter));

export async function countSaleControlGoods(
  db: DbExecutor,
  filter: SaleControlListFilter,
): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(saleControl)
    .innerJoin(goods, eq(goods.goodsId, saleControl.goodsId))
    .innerJoin(goodsSku, defaultSku)
    .where(listedGoods(filter));
  return rows[0]?.n ?? 0;
}

/** One page of card rows of controlled goods with their rule's name, best sellers first. */
export function pageSaleControlGoods(
  db: DbExecutor,
  filter: SaleControlListFilter,
  options: { offset: number; limit: number },
) {
  return db
    .select({ ...goodsCardColumns, ruleName: saleControl.ruleName })
    .from(saleControl)
    .innerJoin(goods, eq(goods.goodsId, saleControl.goodsId))
    .innerJoin(goodsSku, defaultSku)
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .leftJoin(goodsLabel, eq(goodsLabel.labelId, goods.labelId))
    .where(listedGoods(filter))
    .orderBy(desc(goods.saleNum), asc(goods.goodsId))
    .offset(options.offset)
    .limit(options.limit);
}
