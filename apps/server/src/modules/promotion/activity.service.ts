import {
  ACTIVITY_GOODS_LIMIT,
  ANY_PROMOTION_KINDS,
  type Activity,
  type ActivityPage,
  type AnyPromotionKind,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { loadGoodsCards } from '../catalogue';
import type { Viewer } from '../auth';
import {
  findBundles,
  findPromotionGoodsIds,
  findRunningPromotionPage,
} from './activity.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/** Bundles named per bundling promotion in the zone. */
const ACTIVITY_BUNDLES_LIMIT = 6;

/** Groups rows by promotion id, keeping their order. */
function byPromotion<T extends { promotionId: number }>(rows: T[]) {
  const grouped = new Map<number, T[]>();
  for (const row of rows)
    grouped.set(row.promotionId, [...(grouped.get(row.promotionId) ?? []), row]);
  return grouped;
}

/**
 * The activity zone (/activity): the promotions running now, of every kind (cart kinds and the
 * group buy, topic and full-reduction campaigns), each with its first goods and, for a bundling
 * promotion, its bundles. Names, kinds and times are public; the cards follow the catalogue's
 * visibility rule, so a visitor sees the goods without price or promotion label (spec §6).
 */
export async function getActivityPage(
  db: DbExecutor,
  viewer: Viewer,
  query: { page: number; page_size: number; kind?: AnyPromotionKind | undefined },
  now = new Date(),
): Promise<ActivityPage> {
  const kinds = query.kind ? [query.kind] : ANY_PROMOTION_KINDS;
  const { rows: promotions, count } = await findRunningPromotionPage(
    db,
    { kinds, now },
    pageWindow(query),
  );
  const ids = promotions.map((p) => p.promotionId);
  const [pairs, bundles] = await Promise.all([
    findPromotionGoodsIds(db, ids),
    findBundles(
      db,
      promotions.filter((p) => p.kind === 'bundling').map((p) => p.promotionId),
    ),
  ]);
  const goodsOf = byPromotion(pairs);
  for (const list of goodsOf.values()) list.sort((a, b) => a.firstId - b.firstId);
  const bundlesOf = byPromotion(bundles);
  const shownOf = (promotionId: number) =>
    (goodsOf.get(promotionId) ?? []).slice(0, ACTIVITY_GOODS_LIMIT);
  const shown = promotions.flatMap((p) => shownOf(p.promotionId).map((g) => g.goodsId));
  const cards = await loadGoodsCards(db, viewer, [...new Set(shown)]);
  const cardOf = new Map(cards.map((c) => [c.goods_id, c] as const));
  return {
    page_count: pageCount(count, query),
    count,
    list: promotions.map((p): Activity => {
      const withCards = shownOf(p.promotionId).filter((g) => cardOf.has(g.goodsId));
      return {
        promotion_id: p.promotionId,
        kind: p.kind as AnyPromotionKind,
        name: p.name,
        image: p.image,
        remark: p.remark,
        site_id: p.siteId,
        shop_name: p.shopName,
        start_time: p.startAt.getTime(),
        end_time: p.endAt.getTime(),
        goods_count: goodsOf.get(p.promotionId)?.length ?? 0,
        goods_list: withCards.flatMap((g) => cardOf.get(g.goodsId) ?? []),
        goods_links: withCards.map((g) => ({ goods_id: g.goodsId, page_id: g.firstId })),
        bundles: (bundlesOf.get(p.promotionId) ?? [])
          .slice(0, ACTIVITY_BUNDLES_LIMIT)
          .map((b) => ({ bl_id: b.blId, bl_name: b.blName })),
      };
    }),
  };
}
