import type {
  RefundDeliveryBodySchema,
  RefundDetail,
  RefundListBodySchema,
  RefundMessageBodySchema,
  RefundPage,
  RefundState,
} from '@shop/contracts/aftersale';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow } from '../../lib/paging';
import { lockRefundOrder } from '../order';
import { aftersaleSetting } from './aftersale-setting';
import { findComplainOfRefund } from './complain.repository';
import { checkOwnImages, REFUND_IMAGE, type OwnImageDeps } from './own-image';
import {
  findRefund,
  findRefundView,
  insertRefundLog,
  moveRefund,
  pageMemberRefunds,
  refundLogsOf,
  type RefundRow,
} from './refund.repository';
import { buyerActions, refundDetailFields, toRefundSummary } from './refund-view';

/** `/api/orderrefund/lists`: the member's refunds of a tab (or of one order), newest first. */
export async function listMemberRefunds(
  db: DbExecutor,
  memberId: number,
  body: z.output<typeof RefundListBodySchema>,
  lang: Lang,
): Promise<RefundPage> {
  const { total, rows } = await pageMemberRefunds(
    db,
    memberId,
    { tab: body.tab, orderId: body.order_id },
    pageWindow(body),
  );
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map((row) => toRefundSummary(row, lang)),
  };
}

/**
 * The refund if it is within the reader's reach (`within`), else "not found": another member's
 * refund, or another shop's in the console, is answered like one that does not exist.
 */
export async function refundWithin(
  db: DbExecutor,
  refundId: number,
  within: (row: RefundRow) => boolean,
  options: { lock?: boolean } = {},
): Promise<RefundRow> {
  const row = await findRefund(db, refundId, options);
  if (!row || !within(row)) throw new AppError('refund.not_found');
  return row;
}

/** The member's refund, or "not found". */
const memberRefund = (
  db: DbExecutor,
  memberId: number,
  refundId: number,
  options: { lock?: boolean } = {},
) => refundWithin(db, refundId, (row) => row.memberId === memberId, options);

/** `/api/orderrefund/detail`: the refund, its timeline and messages, its complaint. */
export async function getMemberRefund(
  db: DbExecutor,
  memberId: number,
  refundId: number,
  lang: Lang,
): Promise<RefundDetail> {
  await memberRefund(db, memberId, refundId);
  const [view, logs, complain, setting] = await Promise.all([
    findRefundView(db, refundId),
    refundLogsOf(db, refundId),
    findComplainOfRefund(db, refundId),
    aftersaleSetting(db),
  ]);
  if (!view) throw new AppError('refund.not_found');
  return {
    ...refundDetailFields(view, logs, complain, lang),
    actions: buyerActions(view.refund, complain, setting.complain_days),
  };
}

/**
 * Runs a buyer's step on their refund in one transaction, the order locked first (as every
 * refund write does) and the refund re-read under it; `step` answers the refund after.
 */
export async function buyerStep(
  db: Db,
  memberId: number,
  refundId: number,
  step: (tx: DbExecutor, refund: RefundRow) => Promise<RefundRow>,
): Promise<RefundState> {
  const first = await memberRefund(db, memberId, refundId);
  const after = await db.transaction(async (tx) => {
    await lockRefundOrder(tx, first.orderId);
    return step(tx, await memberRefund(tx, memberId, refundId, { lock: true }));
  });
  return { refund_id: after.refundId, refund_status: after.refundStatus };
}

/** `/api/orderrefund/cancel`: the buyer withdraws a request before the return is sent. */
export const cancelRefund = (db: Db, memberId: number, refundId: number) =>
  buyerStep(db, memberId, refundId, async (tx, refund) => {
    if (refund.refundStatus === -2) return refund;
    const complain = await findComplainOfRefund(tx, refundId);
    if (complain?.status === 1) throw new AppError('refund.complaining');
    const moved = await moveRefund(tx, refundId, [1, 2], {
      refundStatus: -2,
      finishTime: new Date(),
    });
    if (!moved) throw new AppError('refund.cancel_refused');
    await insertRefundLog(tx, { refundId, actor: 'buyer', actorId: memberId, action: 'cancel' });
    return moved;
  });

/** `/api/orderrefund/delivery`: the buyer sent the return (agreed return only). */
export const deliverReturn = (
  db: Db,
  memberId: number,
  body: z.output<typeof RefundDeliveryBodySchema>,
) =>
  buyerStep(db, memberId, body.refund_id, async (tx, refund) => {
    const same =
      refund.refundStatus === 3 &&
      refund.deliveryCompany === body.delivery_company &&
      refund.deliveryNo === body.delivery_no;
    if (same) return refund;
    if (refund.refundType !== 2) throw new AppError('refund.not_return');
    const moved = await moveRefund(tx, refund.refundId, [2], {
      refundStatus: 3,
      deliveryCompany: body.delivery_company,
      deliveryNo: body.delivery_no,
    });
    if (!moved) throw new AppError('refund.delivery_refused');
    await insertRefundLog(tx, {
      refundId: refund.refundId,
      actor: 'buyer',
      actorId: memberId,
      action: 'delivery',
      message: `${body.delivery_company} ${body.delivery_no}`,
    });
    return moved;
  });

/** `/api/orderrefund/message`: the buyer writes to the shop while the refund is open. */
export async function buyerMessage(
  db: Db,
  deps: OwnImageDeps,
  memberId: number,
  body: z.output<typeof RefundMessageBodySchema>,
): Promise<RefundState> {
  await checkOwnImages(deps, memberId, REFUND_IMAGE, body.images);
  return buyerStep(db, memberId, body.refund_id, async (tx, refund) => {
    const complain = await findComplainOfRefund(tx, refund.refundId);
    const open = refund.refundStatus >= 1 && refund.refundStatus <= 4;
    if (!open && complain?.status !== 1) throw new AppError('refund.closed');
    await insertRefundLog(tx, {
      refundId: refund.refundId,
      actor: 'buyer',
      actorId: memberId,
      action: 'message',
      message: body.message,
      images: body.images.join(','),
    });
    return refund;
  });
}
