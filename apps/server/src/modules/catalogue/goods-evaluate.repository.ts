import { and, between, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goodsSku } from './catalogue.tables';
import { goodsEvaluate } from './goods-member.tables';

/** Score range of each grade: 1 good 4-5 stars, 2 middle 3 stars, 3 bad 1-2 stars. */
const GRADE_SCORES = { 1: [4, 5], 2: [3, 3], 3: [1, 2] } as const;

export type EvaluateFilter = { goodsId: number; explainType?: 1 | 2 | 3; hasImage: boolean };

function whereOf(filter: EvaluateFilter): SQL | undefined {
  const grade = filter.explainType ? GRADE_SCORES[filter.explainType] : undefined;
  return and(
    eq(goodsEvaluate.goodsId, filter.goodsId),
    eq(goodsEvaluate.isAudit, 1),
    grade ? between(goodsEvaluate.scores, grade[0], grade[1]) : undefined,
    filter.hasImage ? ne(goodsEvaluate.images, '') : undefined,
  );
}

/** One page of a goods' audited evaluations, newest first. */
export function findEvaluatePage(
  db: DbExecutor,
  filter: EvaluateFilter,
  page: { offset: number; limit: number },
) {
  return db
    .select({
      evaluateId: goodsEvaluate.evaluateId,
      skuId: goodsEvaluate.skuId,
      specName: goodsSku.specName,
      memberName: goodsEvaluate.memberName,
      memberHeadimg: goodsEvaluate.memberHeadimg,
      isAnonymous: goodsEvaluate.isAnonymous,
      scores: goodsEvaluate.scores,
      content: goodsEvaluate.content,
      images: goodsEvaluate.images,
      explainFirst: goodsEvaluate.explainFirst,
      againContent: goodsEvaluate.againContent,
      againImages: goodsEvaluate.againImages,
      againExplain: goodsEvaluate.againExplain,
      againTime: goodsEvaluate.againTime,
      createdAt: goodsEvaluate.createdAt,
    })
    .from(goodsEvaluate)
    .leftJoin(goodsSku, eq(goodsSku.skuId, goodsEvaluate.skuId))
    .where(whereOf(filter))
    .orderBy(desc(goodsEvaluate.createdAt), desc(goodsEvaluate.evaluateId))
    .offset(page.offset)
    .limit(page.limit);
}

/** How many of a goods' audited evaluations pass the filter. */
export async function countEvaluatePage(db: DbExecutor, filter: EvaluateFilter): Promise<number> {
  const rows = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(goodsEvaluate)
    .where(whereOf(filter));
  return rows[0]?.count ?? 0;
}

/** Counts of a goods' audited evaluations per grade and with pictures. */
export async function countEvaluates(db: DbExecutor, goodsId: number) {
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`.mapWith(Number);
  const rows = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      good: n(sql`${goodsEvaluate.scores} >= 4`),
      middle: n(sql`${goodsEvaluate.scores} = 3`),
      bad: n(sql`${goodsEvaluate.scores} <= 2`),
      image: n(sql`${goodsEvaluate.images} <> ''`),
    })
    .from(goodsEvaluate)
    .where(and(eq(goodsEvaluate.goodsId, goodsId), eq(goodsEvaluate.isAudit, 1)));
  return rows[0] ?? { total: 0, good: 0, middle: 0, bad: 0, image: 0 };
}
