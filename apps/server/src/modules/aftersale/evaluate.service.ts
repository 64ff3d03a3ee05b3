import type {
  EvaluateAddBodySchema,
  EvaluateAgainBodySchema,
  EvaluateInfo,
  EvaluateResult,
  EvaluateState,
  OwnEvaluate,
} from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import { ORDER_STATUS } from '@shop/contracts/order';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/unique-violation';
import {
  addEvaluateAgain,
  findOrderEvaluates,
  getEvaluateConfig,
  insertOrderEvaluates,
  splitImages,
  type OrderEvaluateRow,
} from '../catalogue';
import {
  findMemberEvaluateOrder,
  lockMemberEvaluateOrder,
  markOrderEvaluated,
  orderGoodsOf,
} from '../order';
import { checkOwnImages, EVALUATE_IMAGE, type OwnImageDeps } from './own-image';
import { memberShownAs } from './evaluate.repository';

type AddBody = z.output<typeof EvaluateAddBodySchema>;
type AgainBody = z.output<typeof EvaluateAgainBodySchema>;

/*
 * The buyer's evaluations (issue 17). An order is evaluated once it is completed (order_status
 * 10: the buyer confirmed receipt, or the pickup was handed over at the counter). A shipped
 * order waiting for receipt (3) is not: the buyer has not confirmed the goods arrived, and the
 * 待评价 tab lists completed orders only. Every line is evaluated at once (but a line wholly
 * refunded, which has nothing left to rate), then followed up
 * (追评) once; the order's `is_evaluate` moves 0 → 1 → 2 under its row lock, and the unique index
 * on `goods_evaluate.order_goods_id` holds even if two submissions slipped past it.
 */

/** What the buyer may do now with an order of `orderStatus` and `isEvaluate`. */
export function evaluateStateOf(orderStatus: number, isEvaluate: number): EvaluateState {
  if (isEvaluate >= 2) return 'done';
  if (orderStatus !== ORDER_STATUS.completed) return isEvaluate === 1 ? 'done' : 'unavailable';
  return isEvaluate === 1 ? 'again' : 'add';
}

const toOwnEvaluate = (row: OrderEvaluateRow): OwnEvaluate => ({
  evaluate_id: row.evaluateId,
  scores: row.scores,
  content: row.content,
  images: splitImages(row.images),
  is_anonymous: row.isAnonymous,
  explain_first: row.explainFirst,
  is_audit: row.isAudit,
  create_time: row.createdAt.getTime(),
  again_content: row.againContent,
  again_images: splitImages(row.againImages),
  again_explain: row.againExplain,
  again_time: row.againTime?.getTime() ?? null,
});

/** Every unit of the line went back by refund: nothing is left to rate. */
const isWhollyRefunded = (line: { num: number; refundNum: number }) => line.refundNum >= line.num;

/** `/api/order/evluateinfo`: the member's order's lines with their evaluations. */
export async function getEvaluateInfo(
  db: DbExecutor,
  memberId: number,
  orderId: number,
): Promise<EvaluateInfo> {
  const order = await findMemberEvaluateOrder(db, memberId, orderId);
  if (!order) throw new AppError('order.not_found');
  const [lines, evaluates, config] = await Promise.all([
    orderGoodsOf(db, [orderId]),
    findOrderEvaluates(db, orderId),
    getEvaluateConfig(db),
  ]);
  const byLine = new Map(evaluates.map((e) => [e.orderGoodsId, e]));
  return {
    order_id: order.orderId,
    order_no: order.orderNo,
    shop_name: order.shopName ?? '',
    order_status: order.orderStatus,
    is_evaluate: order.isEvaluate,
    state: evaluateStateOf(order.orderStatus, order.isEvaluate),
    evaluate_audit: config.evaluate_audit === 1,
    list: lines.map((line) => {
      const evaluate = byLine.get(line.orderGoodsId);
      return {
        order_goods_id: line.orderGoodsId,
        goods_id: line.goodsId,
        sku_id: line.skuId,
        sku_name: line.skuName,
        sku_image: line.skuImage,
        spec_name: line.specName,
        num: line.num,
        price: fenToYuan(line.discountPriceFen),
        refunded: isWhollyRefunded(line),
        evaluate: evaluate ? toOwnEvaluate(evaluate) : null,
      };
    }),
  };
}

/** Refuses a body naming a line twice. */
function assertLinesOnce(lines: readonly { order_goods_id: number }[]): void {
  const ids = new Set(lines.map((l) => l.order_goods_id));
  if (ids.size !== lines.length) throw new AppError('evaluate.line_twice');
}

/** Runs `write`; the unique index refusing a second evaluation of a line answers "already". */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('evaluate.already');
    throw error;
  }
}

/**
 * `/api/goodsevaluate/add`: evaluates every line of the member's completed order, once. New
 * evaluations show at once or wait for the shop's review, as the mall's evaluation setting says.
 */
export async function addEvaluates(
  deps: OwnImageDeps & { db: Db },
  memberId: number,
  body: AddBody,
): Promise<EvaluateResult> {
  const { db } = deps;
  assertLinesOnce(body.goods_evaluate);
  await checkOwnImages(
    deps,
    memberId,
    EVALUATE_IMAGE,
    body.goods_evaluate.flatMap((l) => l.images),
  );
  const [shownAs, config] = await Promise.all([memberShownAs(db, memberId), getEvaluateConfig(db)]);
  const isAudit = config.evaluate_audit === 1 ? 0 : 1;
  await refusingDuplicates(() =>
    db.transaction(async (tx) => {
      const order = await lockMemberEvaluateOrder(tx, memberId, body.order_id);
      if (!order) throw new AppError('order.not_found');
      if (order.isEvaluate !== 0) throw new AppError('evaluate.already');
      if (order.orderStatus !== ORDER_STATUS.completed)
        throw new AppError('evaluate.not_completed');
      const lines = new Map(
        (await orderGoodsOf(tx, [order.orderId])).map((l) => [l.orderGoodsId, l]),
      );
      if (body.goods_evaluate.some((e) => !lines.has(e.order_goods_id)))
        throw new AppError('evaluate.line_unknown');
      if (body.goods_evaluate.some((e) => isWhollyRefunded(lines.get(e.order_goods_id)!)))
        throw new AppError('evaluate.line_refunded');
      const rateable = [...lines.values()].filter((line) => !isWhollyRefunded(line));
      if (body.goods_evaluate.length !== rateable.length)
        throw new AppError('evaluate.lines_missing');
      await insertOrderEvaluates(
        tx,
        body.goods_evaluate.map((e) => {
          const line = lines.get(e.order_goods_id)!;
          return {
            orderId: order.orderId,
            orderGoodsId: line.orderGoodsId,
            goodsId: line.goodsId,
            skuId: line.skuId,
            memberId,
            memberName: shownAs.name,
            memberHeadimg: shownAs.headimg,
            isAnonymous: e.is_anonymous,
            scores: e.scores,
            content: e.content,
            images: [...new Set(e.images)],
            isAudit,
          };
        }),
      );
      if (!(await markOrderEvaluated(tx, order.orderId, 0, 1)))
        throw new AppError('evaluate.already');
    }),
  );
  return { order_id: body.order_id, is_evaluate: 1, waiting_review: isAudit === 0 };
}

/**
 * `/api/goodsevaluate/again`: the follow-up (追评) of some or all lines of the member's evaluated
 * order, once per order. A follow-up shows with its evaluation (and waits with it while that
 * waits for review).
 */
export async function addEvaluatesAgain(
  deps: OwnImageDeps & { db: Db },
  memberId: number,
  body: AgainBody,
): Promise<EvaluateResult> {
  const { db } = deps;
  assertLinesOnce(body.goods_evaluate);
  await checkOwnImages(
    deps,
    memberId,
    EVALUATE_IMAGE,
    body.goods_evaluate.flatMap((l) => l.again_images),
  );
  const waiting = await db.transaction(async (tx) => {
    const order = await lockMemberEvaluateOrder(tx, memberId, body.order_id);
    if (!order) throw new AppError('order.not_found');
    if (order.isEvaluate === 0) throw new AppError('evaluate.again_before_add');
    if (order.isEvaluate !== 1) throw new AppError('evaluate.again_done');
    if (order.orderStatus !== ORDER_STATUS.completed)
      throw new AppError('evaluate.again_unavailable');
    const evaluates = new Map(
      (await findOrderEvaluates(tx, order.orderId)).map((e) => [e.orderGoodsId, e]),
    );
    if (body.goods_evaluate.some((e) => !evaluates.has(e.order_goods_id)))
      throw new AppError('evaluate.line_unknown');
    for (const e of body.goods_evaluate) {
      const written = await addEvaluateAgain(tx, e.order_goods_id, {
        content: e.again_content,
        images: [...new Set(e.again_images)],
      });
      if (!written) throw new AppError('evaluate.again_done');
    }
    if (!(await markOrderEvaluated(tx, order.orderId, 1, 2)))
      throw new AppError('evaluate.again_done');
    return body.goods_evaluate.some((e) => evaluates.get(e.order_goods_id)?.isAudit === 0);
  });
  return { order_id: body.order_id, is_evaluate: 2, waiting_review: waiting };
}
