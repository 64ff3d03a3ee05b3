import type {
  ConsoleComplainDecideBodySchema,
  ConsoleComplainListBodySchema,
  ConsoleComplainPage,
  RefundState,
  RefundWay,
} from '@shop/contracts/aftersale';
import { fenToYuan } from '@shop/contracts/money';
import type { z } from 'zod';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Lang } from '../../lib/i18n/translate';
import { pageCount, pageWindow } from '../../lib/paging';
import { recordStaffAction, type StaffActor } from '../auth';
import { lockRefundOrder } from '../order';
import { aftersaleSetting } from './aftersale-setting';
import { findComplain, moveWaitingComplain, pageComplains } from './complain.repository';
import { chosenWay, refundStillFits } from './refund-console.service';
import { settleRefund } from './refund-settle.service';
import { findRefund, insertRefundLog, moveRefund, type RefundRow } from './refund.repository';
import { toComplain, toRefundGoods } from './refund-view';

/** `/staff/api/complain/lists`: the complaints for the platform, oldest waiting first. */
export async function listComplains(
  db: DbExecutor,
  actor: StaffActor,
  body: z.output<typeof ConsoleComplainListBodySchema>,
  lang: Lang,
): Promise<ConsoleComplainPage> {
  platformOnly(actor);
  const { total, rows } = await pageComplains(db, body.status, pageWindow(body));
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map((row) => ({
      ...toComplain(row.complain, lang),
      refund_id: row.complain.refundId,
      refund_no: row.refundNo,
      goods: toRefundGoods({ orderId: row.complain.orderId, orderGoodsId: row.orderGoodsId }, row),
      apply_money: fenToYuan(row.applyMoneyFen),
      buyer_username: row.buyerUsername,
      site_id: row.complain.siteId,
    })),
  };
}

/** Complaints are the platform's to judge: a shop's own accounts neither read nor decide them. */
function platformOnly(actor: StaffActor): void {
  if (!actor.isPlatform) throw new AppError('complain.platform_only');
}

/**
 * The platform rules for the buyer: a money-only refund is given back the way the platform chose
 * (by bank it waits for finance), a return waits for the buyer's parcel to the shop's return
 * address and then goes back that way.
 */
async function reviveForBuyer(
  tx: DbTransaction,
  refund: RefundRow,
  asked: RefundWay | undefined,
): Promise<RefundRow> {
  if (refund.refundStatus !== 1 && refund.refundStatus !== -1) return refund;
  const way = chosenWay(refund, asked);
  if (!(await refundStillFits(tx, refund))) throw new AppError('complain.line_changed');
  if (refund.refundType === 1) return settleRefund(tx, refund, way);
  const moved = await moveRefund(tx, refund.refundId, [refund.refundStatus], {
    refundStatus: 2,
    refundWay: way,
    refuseReason: '',
    returnAddress: refund.returnAddress || (await aftersaleSetting(tx)).return_address,
  });
  if (!moved) throw new AppError('refund.handled');
  return moved;
}

/** The platform upholds the shop: an unanswered request is refused with the platform's note. */
async function upholdShop(tx: DbTransaction, refund: RefundRow, note: string) {
  if (refund.refundStatus !== 1) return refund;
  const moved = await moveRefund(tx, refund.refundId, [1], {
    refundStatus: -1,
    refuseReason: note,
    finishTime: new Date(),
  });
  if (!moved) throw new AppError('refund.handled');
  return moved;
}

/**
 * `/staff/api/complain/decide`: the platform administrator, having read both sides, decides a
 * waiting complaint once (a second decision is told it was decided). Deciding for the buyer
 * revives the refund where it still fits the line; for the shop the refusal stands.
 */
export async function decideComplain(
  db: Db,
  actor: StaffActor,
  body: z.output<typeof ConsoleComplainDecideBodySchema>,
): Promise<RefundState> {
  platformOnly(actor);
  const first = await findComplain(db, body.complain_id);
  if (!first) throw new AppError('complain.not_found');
  const after = await db.transaction(async (tx) => {
    await lockRefundOrder(tx, first.orderId);
    const refund = await findRefund(tx, first.refundId, { lock: true });
    if (!refund) throw new AppError('complain.not_found');
    const decided = await moveWaitingComplain(tx, first.complainId, {
      status: 2,
      decision: body.decision,
      decisionNote: body.note,
      decidedBy: actor.staffId,
      decideTime: new Date(),
    });
    if (!decided) throw new AppError('complain.decided');
    await insertRefundLog(tx, {
      refundId: refund.refundId,
      actor: 'platform',
      actorId: actor.staffId,
      action: `decide_${body.decision}`,
      message: body.note,
    });
    const moved =
      body.decision === 'buyer'
        ? await reviveForBuyer(tx, refund, body.refund_way)
        : await upholdShop(tx, refund, body.note);
    await recordStaffAction(tx, actor, {
      action: 'complain.decide',
      siteId: refund.siteId,
      targetType: 'complain',
      targetId: first.complainId,
      before: { refund_status: refund.refundStatus },
      after: { decision: body.decision, refund_status: moved.refundStatus },
      remark: body.note,
    });
    return moved;
  });
  return { refund_id: after.refundId, refund_status: after.refundStatus };
}
