import type {
  EvaluateExplainType,
  GoodsEvaluateItem,
  GoodsEvaluatePage,
} from '@shop/contracts/catalogue';
import type { DbExecutor } from '../../db/client';
import { translate, type Lang } from '../../lib/i18n/translate';
import { countEvaluatePage, countEvaluates, findEvaluatePage } from './goods-evaluate.repository';
import { splitImages } from './goods-evaluate-write.repository';
import { getEvaluateConfig } from './goods-settings.service';
import { pageCount, pageWindow } from '../../lib/paging';

/** A buyer's name as others see it: first and last character around "***" ("康***房"). */
export function maskMemberName(name: string): string {
  const chars = Array.from(name.trim());
  if (chars.length === 0) return '***';
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** The grade of a score: 4-5 good (1), 3 middle (2), 1-2 bad (3). */
export const gradeOf = (scores: number): EvaluateExplainType =>
  scores >= 4 ? 1 : scores === 3 ? 2 : 3;

const EMPTY_COUNTS = { total: 0, good: 0, middle: 0, bad: 0, image: 0 };

/**
 * `/api/goodsevaluate/page`: a goods' audited evaluations, newest first, buyer names masked
 * (anonymous ones as "匿名用户"), with per-tab counts. Nothing when the mall hides evaluations.
 */
export async function pageEvaluates(
  db: DbExecutor,
  query: {
    goods_id: number;
    page: number;
    page_size: number;
    explain_type?: EvaluateExplainType;
    has_image?: number;
  },
  lang: Lang,
): Promise<GoodsEvaluatePage> {
  const config = await getEvaluateConfig(db);
  if (config.evaluate_show !== 1)
    return { page_count: 0, count: 0, list: [], counts: EMPTY_COUNTS };
  const filter = {
    goodsId: query.goods_id,
    explainType: query.explain_type,
    hasImage: query.has_image === 1,
  };
  const [rows, count, counts] = await Promise.all([
    findEvaluatePage(db, filter, {
      ...pageWindow(query),
    }),
    countEvaluatePage(db, filter),
    countEvaluates(db, query.goods_id),
  ]);
  const anonymous = translate(lang, 'goods_evaluate.anonymous');
  const list = rows.map((r): GoodsEvaluateItem => ({
    evaluate_id: r.evaluateId,
    sku_id: r.skuId,
    spec_name: r.specName ?? '',
    member_name: r.isAnonymous ? anonymous : maskMemberName(r.memberName),
    member_headimg: r.isAnonymous ? '' : r.memberHeadimg,
    is_anonymous: r.isAnonymous,
    scores: r.scores,
    explain_type: gradeOf(r.scores),
    content: r.content,
    images: splitImages(r.images),
    explain_first: r.explainFirst,
    create_time: r.createdAt.getTime(),
    again_content: r.againContent,
    again_images: splitImages(r.againImages),
    again_explain: r.againExplain,
    again_time: r.againTime?.getTime() ?? null,
  }));
  return { page_count: pageCount(count, query), count, list, counts };
}
