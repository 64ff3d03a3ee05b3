import {
  SALE_CONTROL_LIST_TYPES,
  type SaleControlGoods,
  type SaleControlListType,
} from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import type { DbExecutor } from '../../db/client';
import { toGoodsCards } from './goods-card.service';
import { countSaleControlGoods, pageSaleControlGoods } from './sale-control-list.repository';
import { FREE_SALE } from '../pricing';
import { viewerOf } from '../auth';
import { pageCount, pageWindow } from '../../lib/paging';

/**
 * The sale-control lists of a member (docs/adr/0004-sale-control.md): type 1 (控销专区) the
 * controlled goods the member's label may buy, type 2 (控销商品) those it may not, each with the
 * rule's name and the shop's reason. Cards come from `toGoodsCards`, so prices appear only where
 * the rule lets this member see them.
 */
export async function listSaleControlGoods(
  db: DbExecutor,
  memberId: number,
  body: { type: SaleControlListType; page: number; page_size: number },
): Promise<Page<SaleControlGoods>> {
  const viewer = await viewerOf(db, { memberId });
  const filter = {
    labelId: viewer?.labelId ?? null,
    allowed: body.type === SALE_CONTROL_LIST_TYPES.allowed,
  };
  const [total, rows] = await Promise.all([
    countSaleControlGoods(db, filter),
    pageSaleControlGoods(db, filter, {
      ...pageWindow(body),
    }),
  ]);
  const cards = await toGoodsCards(db, viewer, rows);
  return {
    page_count: pageCount(total, body),
    count: total,
    list: cards.map((card, i) => ({
      ...card,
      rule_name: rows[i]?.ruleName ?? '',
      sale_control: card.sale_control ?? FREE_SALE,
    })),
  };
}
