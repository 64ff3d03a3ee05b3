import type { GoodsCard } from '@shop/contracts/catalogue';
import { fenToYuan } from '@shop/contracts/money';
import type {
  Topic,
  TopicDetail,
  TopicGoods,
  TopicGoodsDetail,
  TopicPage,
} from '@shop/contracts/promotion';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import { loadGoodsCards } from '../catalogue';
import type { Viewer } from '../auth';
import { campaignRowStatus, campaignTermsOf } from '../pricing';
import {
  countTopicGoods,
  findTopic,
  findTopicGoodsPage,
  findTopicPage,
  type TopicRow,
} from './topic.repository';

const topicOf = (row: TopicRow, goodsCount: number, now: Date): Topic => ({
  topic_id: row.topicId,
  name: row.name,
  image: row.image,
  remark: row.remark,
  site_id: row.siteId,
  shop_name: row.shopName,
  start_time: row.startAt.getTime(),
  end_time: row.endAt.getTime(),
  status: campaignRowStatus(row, now),
  goods_count: goodsCount,
});

/** A topic goods as the viewer may see it: the topic price only where the card shows prices. */
const topicGoodsOf = (
  row: { id: number; skuId: number | null; priceFen: number | null },
  topicId: number,
  card: GoodsCard,
): TopicGoods => ({
  topic_goods_id: row.id,
  topic_id: topicId,
  sku_id: row.skuId ?? card.sku_id,
  ...(card.price !== undefined ? { topic_price: fenToYuan(row.priceFen ?? 0) } : {}),
  goods: card,
});

/** The topic list: running topics first, then upcoming ones. */
export async function getTopicPage(
  db: DbExecutor,
  query: PageQuery,
  now = new Date(),
): Promise<TopicPage> {
  const { rows, count } = await findTopicPage(db, now, pageWindow(query));
  const counts = await countTopicGoods(
    db,
    rows.map((r) => r.topicId),
  );
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((r) => topicOf(r, counts.get(r.topicId) ?? 0, now)),
  };
}

/** A topic page: the topic (any window; closed ones are not found) and one page of its goods. */
export async function getTopicDetail(
  db: DbExecutor,
  viewer: Viewer,
  query: PageQuery & { topic_id: number },
  now = new Date(),
): Promise<TopicDetail> {
  const row = await findTopic(db, query.topic_id);
  if (!row || row.status !== 1) throw new AppError('campaign.topic_not_found');
  const count = (await countTopicGoods(db, [row.topicId])).get(row.topicId) ?? 0;
  const goodsRows = await findTopicGoodsPage(db, row.topicId, pageWindow(query));
  const cards = await loadGoodsCards(db, viewer, [...new Set(goodsRows.map((g) => g.goodsId))]);
  const cardOf = new Map(cards.map((c) => [c.goods_id, c] as const));
  return {
    topic: topicOf(row, count, now),
    goods: {
      page_count: pageCount(count, query),
      count,
      list: goodsRows.flatMap((g) => {
        const card = cardOf.get(g.goodsId);
        return card ? [topicGoodsOf(g, row.topicId, card)] : [];
      }),
    },
  };
}

/** A topic goods page: the goods with its topic price, and its topic. */
export async function getTopicGoodsDetail(
  db: DbExecutor,
  viewer: Viewer,
  topicGoodsId: number,
  now = new Date(),
): Promise<TopicGoodsDetail> {
  const row = await campaignTermsOf(db, 'topic', topicGoodsId);
  const topic = row ? await findTopic(db, row.promotionId) : null;
  const [card] = row ? await loadGoodsCards(db, viewer, [row.goodsId]) : [];
  if (!row || !topic || topic.status !== 1 || !card)
    throw new AppError('campaign.topic_goods_not_found');
  const count = (await countTopicGoods(db, [topic.topicId])).get(topic.topicId) ?? 0;
  return {
    topic: topicOf(topic, count, now),
    topic_goods: topicGoodsOf(row, topic.topicId, card),
  };
}
