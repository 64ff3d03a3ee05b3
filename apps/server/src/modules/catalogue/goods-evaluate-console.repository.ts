import type {
  ConsoleEvaluateListBodySchema,
  ConsoleEvaluateState,
} from '@shop/contracts/aftersale';
import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { goods, goodsSku, shop } from './catalogue.tables';
import { goodsEvaluate } from './goods-member.tables';
import { escapeLike, likeLower } from '../../lib/like';

/*
 * The console's list of goods evaluations (issue 17): those of the staff account's shop
 * (`shopId` null: every shop), newest first.
 */

export const AUDIT_OF_STATE: Record<ConsoleEvaluateState, number> = {
  shown: 1,
  waiting: 0,
  hidden: -1,
};

/** Something waits for the shop's reply: the evaluation, or a follow-up written since. */
const waitsForReply = or(
  eq(goodsEvaluate.explainFirst, ''),
  and(sql`${goodsEvaluate.againContent} <> ''`, eq(goodsEvaluate.againExplain, '')),
)!;

type Filter = Partial<Omit<z.output<typeof ConsoleEvaluateListBodySchema>, 'page' | 'page_size'>>;

function whereOf(shopId: number | null, filter: Filter): SQL | undefined {
  const pattern = filter.keyword ? `%${escapeLike(filter.keyword.toLowerCase())}%` : null;
  return and(
    shopId === null ? undefined : eq(goods.siteId, shopId),
    pattern
      ? or(likeLower(goods.goodsName, pattern), likeLower(goodsSku.skuName, pattern))
      : undefined,
    filter.scores === undefined ? undefined : eq(goodsEvaluate.scores, filter.scores),
    filter.state ? eq(goodsEvaluate.isAudit, AUDIT_OF_STATE[filter.state]) : undefined,
    filter.replied === 'no' ? waitsForReply : undefined,
    filter.replied === 'yes' ? sql`not (${waitsForReply})` : undefined,
  );
}

const rows = (db: DbExecutor) =>
  db
    .select({
      evaluateId: goodsEvaluate.evaluateId,
      goodsId: goodsEvaluate.goodsId,
      skuId: goodsEvaluate.skuId,
      skuName: goodsSku.skuName,
      skuImage: goodsSku.skuImage,
      goodsName: goods.goodsName,
      goodsImage: goods.goodsImage,
      specName: goodsSku.specName,
      siteId: goods.siteId,
      shopName: shop.shopName,
      orderId: goodsEvaluate.orderId,
      memberId: goodsEvaluate.memberId,
      memberName: goodsEvaluate.memberName,
      isAnonymous: goodsEvaluate.isAnonymous,
      scores: goodsEvaluate.scores,
      content: goodsEvaluate.content,
      images: goodsEvaluate.images,
      explainFirst: goodsEvaluate.explainFirst,
      againContent: goodsEvaluate.againContent,
      againImages: goodsEvaluate.againImages,
      againExplain: goodsEvaluate.againExplain,
      againTime: goodsEvaluate.againTime,
      isAudit: goodsEvaluate.isAudit,
      createdAt: goodsEvaluate.createdAt,
    })
    .from(goodsEvaluate)
    .innerJoin(goods, eq(goods.goodsId, goodsEvaluate.goodsId))
    .leftJoin(goodsSku, eq(goodsSku.skuId, goodsEvaluate.skuId))
    .leftJoin(shop, eq(shop.siteId, goods.siteId))
    .$dynamic();
export type ConsoleEvaluateDbRow = Awaited<ReturnType<typeof rows>>[number];

/** One page of the evaluations passing the filter, and how many pass it. */
export async function findConsoleEvaluatePage(
  db: DbExecutor,
  shopId: number | null,
  filter: Filter,
  window: { offset: number; limit: number },
) {
  const where = whereOf(shopId, filter);
  const [list, [total]] = await Promise.all([
    rows(db)
      .where(where)
      .orderBy(desc(goodsEvaluate.createdAt), desc(goodsEvaluate.evaluateId))
      .offset(window.offset)
      .limit(window.limit),
    db
      .select({ n: count() })
      .from(goodsEvaluate)
      .innerJoin(goods, eq(goods.goodsId, goodsEvaluate.goodsId))
      .leftJoin(goodsSku, eq(goodsSku.skuId, goodsEvaluate.skuId))
      .where(where),
  ]);
  return { rows: list, count: total?.n ?? 0 };
}

/** One evaluation of the shop, as the list shows it. */
export async function findConsoleEvaluate(
  db: DbExecutor,
  shopId: number | null,
  evaluateId: number,
) {
  const [row] = await rows(db).where(
    and(eq(goodsEvaluate.evaluateId, evaluateId), whereOf(shopId, {})),
  );
  return row;
}
