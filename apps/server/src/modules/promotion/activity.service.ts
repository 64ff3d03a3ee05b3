import {
  ACTIVITY_GOODS_LIMIT,
  PromotionKindSchema,
  type Activity,
  type ActivityPage,
  type PromotionKind,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { loadGoodsCards } from '../catalogue/goods-card.service';
import type { Viewer } from '../catalogue/viewer';
import { findPromotionGoodsIds, findRunningPromotionPage } from './activity.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/**
 * The activity zone (/activity): the promotions running now, each with its first goods. Names,
 * kinds and times are public; the cards follow the catalogue's visibility rule, so a visitor
 * sees the goods without price or promotion label (spec §6).
 */
export async function getActivityPage(
  db: DbExecutor,
  viewer: Viewer,
  query: { page: number; page_size: number; kind?: PromotionKind | undefined },
  now = new Date(),
): Promise<ActivityPage> {
  const { rows, count } = await findRunningPromotionPage(
    db,
    { kind: query.kind, now },
    pageWindow(query),
  );
  const promotions = rows.filter((r) => PromotionKindSchema.safeParse(r.kind).success);
  const pairs = await findPromotionGoodsIds(
    db,
    promotions.map((p) => p.promotionId),
  );
  const goodsOf = new Map<number, { goodsId: number; firstId: number }[]>();
  for (const pair of pairs)
    goodsOf.set(pair.promotionId, [...(goodsOf.get(pair.promotionId) ?? []), pair]);
  for (const list of goodsOf.values()) list.sort((a, b) => a.firstId - b.firstId);
  const shown = promotions.flatMap((p) =>
    (goodsOf.get(p.promotionId) ?? []).slice(0, ACTIVITY_GOODS_LIMIT).map((g) => g.goodsId),
  );
  const cards = await loadGoodsCards(db, viewer, [...new Set(shown)]);
  const cardOf = new Map(cards.map((c) => [c.goods_id, c] as const));
  return {
    page_count: pageCount(count, query),
    count,
    list: promotions.map((p): Activity => {
      const goodsIds = (goodsOf.get(p.promotionId) ?? []).map((g) => g.goodsId);
      return {
        promotion_id: p.promotionId,
        kind: p.kind as PromotionKind,
        name: p.name,
        site_id: p.siteId,
        shop_name: p.shopName,
        start_time: p.startAt.getTime(),
        end_time: p.endAt.getTime(),
        goods_count: goodsIds.length,
        goods_list: goodsIds.slice(0, ACTIVITY_GOODS_LIMIT).flatMap((id) => cardOf.get(id) ?? []),
      };
    }),
  };
}
