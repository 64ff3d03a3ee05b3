import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbTransaction } from '../client';
import { goods, goodsEvaluate, goodsSku } from '../schema';
import { Prng } from './catalogue/prng';

const DAY_MS = 86_400_000;
/** The best sellers that get evaluations, and how many each (1 to 12). */
const EVALUATED_GOODS = 300;
const MAX_PER_GOODS = 12;
const INSERT_BATCH = 500;

const NAME_HEADS = ['康源', '仁和', '济世', '同心', '益民', '百姓', '惠民', '福瑞', '安康', '德济'];
const NAME_HEADS_2 = [
  '健民',
  '众康',
  '瑞祥',
  '春天',
  '永济',
  '华康',
  '天济',
  '恒康',
  '博爱',
  '国大',
];
const NAME_PLACES = ['', '', '城东', '新华路', '人民路', '东湖', '滨江', '中山路', '长安街'];
const NAME_TAILS = ['大药房', '药店', '医药连锁', '诊所', '卫生院', '社区卫生服务站', '药房'];

/** Phrases by grade; an evaluation joins two or three of them. */
const GOOD = [
  '物流很快，隔天就到了',
  '效期很新鲜，都是今年的批号',
  '包装完好，没有破损',
  '发票随货，做账方便',
  '价格实惠，比别的平台便宜',
  '正品保障，扫码可追溯',
  '客服回复很及时',
  '整件发货，外箱干净整齐',
  '顾客反馈效果不错，已经回购好几次了',
  '批号一致，入库验收很方便',
  '和描述一致，规格没有错',
  '店里常备药，走量很快',
  '首营资料齐全，质量部审核很快',
  '业务员很热情，有问题马上处理',
  '冷链运输，温度记录齐全',
];
const MIDDLE = [
  '物流稍微慢了点，等了四天',
  '外箱有点压痕，药品本身没问题',
  '效期一般，还有一年多',
  '价格没什么优势',
  '发票晚到了两天',
  '中包装有点旧，不影响销售',
];
const BAD = [
  '外包装破损了两盒',
  '效期太近了，只剩半年多',
  '少发了一件，联系客服后补发了',
  '物流太慢，一个星期才到',
  '发票没有随货，催了好几次',
];
/** What a poor review still grants, so it does not contradict itself. */
const FAIR = ['药品本身是正品', '客服处理还算及时', '价格还可以', '批号和效期都对得上'];
const REPLY_GOOD = [
  '感谢您的支持！我们会继续保证货品效期和配送时效，期待再次合作。',
  '感谢好评，欢迎常来采购，有需要随时联系您的专属业务员。',
  '谢谢您的认可，我们所有商品均可扫码追溯，请放心采购。',
];
const REPLY_BAD = [
  '非常抱歉给您带来不便，已安排客服专员联系您处理补发或退换，请保持电话畅通。',
  '抱歉让您久等了，我们已与物流公司沟通加急配送，后续订单优先发货。',
];

/** 5 stars mostly, some 4, few 3 and below: the shape of real pharmacy-buyer reviews. */
function scoreOf(prng: Prng): number {
  const r = prng.next();
  return r < 0.64 ? 5 : r < 0.85 ? 4 : r < 0.93 ? 3 : r < 0.97 ? 2 : 1;
}

function contentOf(prng: Prng, scores: number): string {
  const pool = scores >= 4 ? GOOD : scores === 3 ? MIDDLE : BAD;
  const parts = prng.sample(pool, prng.int(1, 2));
  if (scores < 4) parts.push(prng.pick(FAIR));
  else if (prng.chance(0.4)) parts.push(prng.pick(GOOD));
  return `${[...new Set(parts)].join('，')}。`;
}

function buyerName(prng: Prng): string {
  const head = prng.pick(prng.chance(0.5) ? NAME_HEADS : NAME_HEADS_2);
  return `${head}${prng.pick(NAME_PLACES)}${prng.pick(NAME_TAILS)}`;
}

/**
 * Buyer evaluations (1 to 12) on the best-selling demo goods: varied scores, some with a picture
 * of the goods, some anonymous, shop replies on most poor ones, a few still waiting for review.
 * Deterministic (seeded generator); dates fall in the 180 days before seeding. Every goods'
 * `evaluate_num` is then set to its count of visible (audited) evaluations.
 */
export async function seedEvaluateDemo(tx: DbTransaction): Promise<void> {
  const prng = new Prng(20_260_331);
  const top = await tx
    .select({ goodsId: goods.goodsId, goodsImage: goods.goodsImage })
    .from(goods)
    .where(and(eq(goods.goodsState, 1), eq(goods.isDelete, false)))
    .orderBy(desc(goods.saleNum), asc(goods.goodsId))
    .limit(EVALUATED_GOODS);
  const skus = await tx
    .select({ skuId: goodsSku.skuId, goodsId: goodsSku.goodsId })
    .from(goodsSku)
    .where(
      inArray(
        goodsSku.goodsId,
        top.map((g) => g.goodsId),
      ),
    )
    .orderBy(asc(goodsSku.skuId));
  const skusOf = new Map<number, number[]>();
  for (const s of skus) skusOf.set(s.goodsId, [...(skusOf.get(s.goodsId) ?? []), s.skuId]);

  const now = Date.now();
  const rows: (typeof goodsEvaluate.$inferInsert)[] = [];
  for (const g of top) {
    const goodsSkus = skusOf.get(g.goodsId);
    if (!goodsSkus?.length) continue;
    const count = prng.int(1, MAX_PER_GOODS);
    for (let i = 0; i < count; i += 1) {
      const scores = scoreOf(prng);
      const poor = scores <= 3;
      rows.push({
        goodsId: g.goodsId,
        skuId: prng.pick(goodsSkus),
        memberName: buyerName(prng),
        isAnonymous: prng.chance(0.15),
        scores,
        content: contentOf(prng, scores),
        images: g.goodsImage && prng.chance(0.25) ? g.goodsImage : '',
        explainFirst: prng.chance(poor ? 0.9 : 0.3) ? prng.pick(poor ? REPLY_BAD : REPLY_GOOD) : '',
        isAudit: prng.chance(0.03) ? 0 : 1,
        createdAt: new Date(now - prng.int(1, 180 * 24 * 60) * 60_000 - (i % 2) * DAY_MS),
      });
    }
  }
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await tx.insert(goodsEvaluate).values(rows.slice(i, i + INSERT_BATCH));

  // evaluate_num counts the visible (audited) evaluations: none for goods without any.
  await tx.update(goods).set({ evaluateNum: 0 });
  const counts = tx
    .select({ goodsId: goodsEvaluate.goodsId, n: sql<number>`count(*)::int`.as('n') })
    .from(goodsEvaluate)
    .where(eq(goodsEvaluate.isAudit, 1))
    .groupBy(goodsEvaluate.goodsId)
    .as('counts');
  await tx
    .update(goods)
    .set({ evaluateNum: sql`${counts.n}` })
    .from(counts)
    .where(eq(goods.goodsId, counts.goodsId));
}
