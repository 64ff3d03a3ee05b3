import type { GoodsCard } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import {
  campaignStatusOf,
  type GroupbuyDetail,
  type GroupbuyGoods,
  type GroupbuyPage,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import { loadGoodsCards } from '../catalogue';
import type { Viewer } from '../auth';
import { findCampaignGoods, findGroupbuyPage, type CampaignGoodsRow } from './groupbuy.repository';
import { boughtKey, boughtPromotionNum } from '../pricing';

type GroupbuyRow = Omit<CampaignGoodsRow, 'defaultSkuId'>;

/** The campaign status of a row's promotion at `now`. */
export const rowStatus = (row: Pick<GroupbuyRow, 'status' | 'startAt' | 'endAt'>, now: Date) =>
  campaignStatusOf(
    { start: row.startAt.getTime(), end: row.endAt.getTime(), open: row.status === 1 },
    now.getTime(),
  );

/** A group buy as the viewer may see it: the group price only where the card shows prices. */
function groupbuyOf(row: GroupbuyRow, card: GoodsCard, now: Date): GroupbuyGoods {
  return {
    groupbuy_id: row.id,
    promotion_id: row.promotionId,
    name: row.name,
    sku_id: row.skuId ?? card.sku_id,
    start_time: row.startAt.getTime(),
    end_time: row.endAt.getTime(),
    status: rowStatus(row, now),
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

/** The terms of a group buy for its payment page (any window), or null when unknown. */
export const groupbuyTermsOf = (db: DbExecutor, groupbuyId: number) =>
  findCampaignGoods(db, 'groupbuy', groupbuyId);

/** A group buy's page: status, group vs normal price, minimum, limit and the member's bought units. */
export async function getGroupbuyDetail(
  db: DbExecutor,
  viewer: Viewer,
  groupbuyId: number,
  now = new Date(),
): Promise<GroupbuyDetail> {
  const row = await groupbuyTermsOf(db, groupbuyId);
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
