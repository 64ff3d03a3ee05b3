import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { goods } from './catalogue.tables';
import { goodsEvaluate } from './goods-member.tables';

/*
 * The writes of goods evaluations (issue 17), which the catalogue owns: buyers' evaluations of
 * order lines (through the after-sales module) and the shop's replies and visibility. A goods'
 * `evaluate_num` counts its shown evaluations (is_audit 1) and moves with every change of them.
 */

/** Pictures are stored comma-separated (upload paths hold no commas). */
export const joinImages = (images: readonly string[]) => images.join(',');
export const splitImages = (stored: string) =>
  stored
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export type NewOrderEvaluate = {
  orderId: number;
  orderGoodsId: number;
  goodsId: number;
  skuId: number;
  memberId: number;
  memberName: string;
  memberHeadimg: string;
  isAnonymous: boolean;
  scores: number;
  content: string;
  images: readonly string[];
  /** 1 shown at once, 0 waiting for the shop's review. */
  isAudit: 0 | 1;
};

/** Adds `delta` to the shown-evaluation count of a goods (never below 0). */
async function moveEvaluateNum(db: DbExecutor, goodsId: number, delta: number): Promise<void> {
  await db
    .update(goods)
    .set({ evaluateNum: sql`greatest(${goods.evaluateNum} + ${delta}, 0)` })
    .where(eq(goods.goodsId, goodsId));
}

/**
 * Inserts the evaluations of an order's lines. The unique index on `order_goods_id` refuses a
 * line evaluated before (the caller answers that as "already evaluated").
 */
export async function insertOrderEvaluates(
  db: DbExecutor,
  rows: readonly NewOrderEvaluate[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(goodsEvaluate).values(
    rows.map((r) => ({
      goodsId: r.goodsId,
      skuId: r.skuId,
      memberId: r.memberId,
      memberName: r.memberName,
      memberHeadimg: r.memberHeadimg,
      isAnonymous: r.isAnonymous,
      scores: r.scores,
      content: r.content,
      images: joinImages(r.images),
      isAudit: r.isAudit,
      orderId: r.orderId,
      orderGoodsId: r.orderGoodsId,
    })),
  );
  const shown = new Map<number, number>();
  for (const r of rows) if (r.isAudit === 1) shown.set(r.goodsId, (shown.get(r.goodsId) ?? 0) + 1);
  for (const [goodsId, n] of shown) await moveEvaluateNum(db, goodsId, n);
}

/** The evaluations of an order's lines. */
export function findOrderEvaluates(db: DbExecutor, orderId: number) {
  return db
    .select()
    .from(goodsEvaluate)
    .where(eq(goodsEvaluate.orderId, orderId))
    .orderBy(asc(goodsEvaluate.evaluateId));
}
export type OrderEvaluateRow = Awaited<ReturnType<typeof findOrderEvaluates>>[number];

/** Writes a line's follow-up (追评) unless it has one; answers whether it was written. */
export async function addEvaluateAgain(
  db: DbExecutor,
  orderGoodsId: number,
  again: { content: string; images: readonly string[] },
): Promise<boolean> {
  const rows = await db
    .update(goodsEvaluate)
    .set({
      againContent: again.content,
      againImages: joinImages(again.images),
      againTime: sql`now()`,
    })
    .where(and(eq(goodsEvaluate.orderGoodsId, orderGoodsId), isNull(goodsEvaluate.againTime)))
    .returning({ id: goodsEvaluate.evaluateId });
  return rows.length === 1;
}

/**
 * An evaluation with its goods' shop, locked for the staff change that follows; undefined when
 * unknown or of another shop than `shopId` (null: every shop).
 */
export async function lockShopEvaluate(db: DbExecutor, shopId: number | null, evaluateId: number) {
  const [row] = await db
    .select({
      evaluateId: goodsEvaluate.evaluateId,
      goodsId: goodsEvaluate.goodsId,
      siteId: goods.siteId,
      isAudit: goodsEvaluate.isAudit,
      explainFirst: goodsEvaluate.explainFirst,
      againContent: goodsEvaluate.againContent,
      againExplain: goodsEvaluate.againExplain,
    })
    .from(goodsEvaluate)
    .innerJoin(goods, eq(goods.goodsId, goodsEvaluate.goodsId))
    .where(
      and(
        eq(goodsEvaluate.evaluateId, evaluateId),
        shopId === null ? undefined : eq(goods.siteId, shopId),
      ),
    )
    .for('update', { of: goodsEvaluate });
  return row;
}
export type LockedEvaluate = NonNullable<Awaited<ReturnType<typeof lockShopEvaluate>>>;

/** Writes the shop's reply to the evaluation (`first`) or to its follow-up (`again`). */
export async function setEvaluateReply(
  db: DbExecutor,
  evaluateId: number,
  target: 'first' | 'again',
  content: string,
): Promise<void> {
  await db
    .update(goodsEvaluate)
    .set(target === 'first' ? { explainFirst: content } : { againExplain: content })
    .where(eq(goodsEvaluate.evaluateId, evaluateId));
}

/** Shows (1) or hides (-1) a locked evaluation, keeping its goods' count of shown ones. */
export async function setEvaluateAudit(
  db: DbExecutor,
  locked: LockedEvaluate,
  isAudit: 1 | -1,
): Promise<void> {
  if (locked.isAudit === isAudit) return;
  await db
    .update(goodsEvaluate)
    .set({ isAudit })
    .where(eq(goodsEvaluate.evaluateId, locked.evaluateId));
  if (isAudit === 1) await moveEvaluateNum(db, locked.goodsId, 1);
  else if (locked.isAudit === 1) await moveEvaluateNum(db, locked.goodsId, -1);
}
