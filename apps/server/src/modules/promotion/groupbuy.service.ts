import type { GoodsCard } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import {
  type GroupbuyDetail,
  type GroupbuyGoods,
  type GroupbuyPage,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import { loadGoodsCards } from '../catalogue';
import type { Viewer } from '../auth';
import { findGroupbuyPage } from './groupbuy.repository';
import {
  boughtKey,
  boughtPromotionNum,
  campaignRowStatus,
  campaignTermsOf,
  type CampaignGoodsRow,
} from '../pricing';

type GroupbuyRow = Omit<CampaignGoodsRow, 'defaultSkuId'>;

/** A group buy as the viewer may see it: the group price only where the card shows prices. */
function groupbuyOf(row: GroupbuyRow, card: GoodsCard, now: Date): GroupbuyGoods {
  return {
    groupbuy_id: row.id,
    promotion_id: row.promotionId,
    name: row.name,
    sku_id: row.skuId ?? card.sku_id,
    start_time: row.startAt.getTime(),
    end_time: row.endAt.getTime(),
    status: campaignRowStatus(row, now),
    goods_min: Math.max(1, row.goodsMin),
    goods_limit: Math.max(0, row.goodsLimit),
    stock_left: row.stock > 0 ? Math.max(0, row.stock - row.soldNum) : null,
    sold_num: row.soldNum,
    ...(card.price !== undefined ? { groupbuy_price: fenToYuan(row.priceFen ?? 0) } : {}),
    goods: card,
  };
}

/** The group-buy zone: running group buys, then upcoming ones; cards follow spec §6. */
export async function getGroupbuyPage(
  db: DbExecutor,
  viewer: Viewer,
  query: PageQuery,
  now = new Date(),
): Promise<GroupbuyPage> {
  const { rows, count } = await findGroupbuyPage(db, now, pageWindow(query));
  const cards = await loadGoodsCards(db, viewer, [...new Set(rows.map((r) => r.goodsId))]);
  const cardOf = new Map(cards.map((c) => [c.goods_id, c] as const));
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.flatMap((row) => {
      const card = cardOf.get(row.goodsId);
      return card ? [groupbuyOf(row, card, now)] : [];
    }),
  };
}

/** A group buy's page: status, group vs normal price, minimum, limit and the member's bought units. */
export async function getGroupbuyDetail(
  db: DbExecutor,
  viewer: Viewer,
  groupbuyId: number,
  now = new Date(),
): Promise<GroupbuyDetail> {
  const row = await campaignTermsOf(db, 'groupbuy', groupbuyId);
  const [card] = row ? await loadGoodsCards(db, viewer, [row.goodsId]) : [];
  if (!row || !card) throw new AppError('campaign.groupbuy_not_found');
  const bought = viewer
    ? ((await boughtPromotionNum(db, viewer.memberId, [row.promotionId])).get(
        boughtKey(row.promotionId, row.goodsId),
      ) ?? 0)
    : undefined;
  return {
    ...groupbuyOf(row, card, now),
    remark: row.remark,
    ...(bought !== undefined ? { bought } : {}),
  };
}
