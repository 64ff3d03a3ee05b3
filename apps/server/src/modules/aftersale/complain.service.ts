import type { ComplainBodySchema, RefundState } from '@shop/contracts/aftersale';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { aftersaleSetting } from './aftersale-setting';
import { findComplainOfRefund, insertComplain, moveWaitingComplain } from './complain.repository';
import { buyerStep } from './refund-buyer.service';
import { checkOwnImages, REFUND_IMAGE, type OwnImageDeps } from './own-image';
import { insertRefundLog } from './refund.repository';
import { mayComplain } from './refund-view';

/**
 * `/api/ordercomplain/complain`: the buyer asks the platform (平台维权) to decide a refund the
 * shop refused, or left unanswered past its deadline (setting `aftersale`). One complaint per
 * refund; while it waits neither side moves the refund, and the platform decides.
 */
export async function complain(
  db: Db,
  deps: OwnImageDeps,
  memberId: number,
  body: z.output<typeof ComplainBodySchema>,
): Promise<RefundState> {
  await checkOwnImages(deps, memberId, REFUND_IMAGE, body.images);
  const setting = await aftersaleSetting(db);
  return buyerStep(db, memberId, body.refund_id, async (tx, refund) => {
    const earlier = await findComplainOfRefund(tx, refund.refundId);
    if (earlier?.status === 1) return refund;
    if (!mayComplain(refund, earlier !== undefined, setting.complain_days, Date.now()))
      throw new AppError('complain.not_allowed');
    const row = await insertComplain(tx, {
      refundId: refund.refundId,
      orderId: refund.orderId,
      memberId,
      siteId: refund.siteId,
      reason: body.reason,
      content: body.content,
      images: body.images.join(','),
    });
    if (!row) throw new AppError('complain.not_allowed');
    await insertRefundLog(tx, {
      refundId: refund.refundId,
      actor: 'buyer',
      actorId: memberId,
      action: 'complain',
      message: `${body.reason} · ${body.content}`,
      images: row.images,
    });
    return refund;
  });
}

/** `/api/ordercomplain/cancel`: the buyer withdraws a complaint still waiting. */
export const cancelComplain = (db: Db, memberId: number, refundId: number) =>
  buyerStep(db, memberId, refundId, async (tx, refund) => {
    const waiting = await findComplainOfRefund(tx, refund.refundId);
    if (!waiting || waiting.status === -1) {
      if (waiting) return refund;
      throw new AppError('complain.not_found');
    }
    if (!(await moveWaitingComplain(tx, waiting.complainId, { status: -1 })))
      throw new AppError('complain.decided');
    await insertRefundLog(tx, {
      refundId: refund.refundId,
      actor: 'buyer',
      actorId: memberId,
      action: 'complain_cancel',
    });
    return refund;
  });
