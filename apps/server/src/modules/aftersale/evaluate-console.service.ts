import type {
  ConsoleEvaluateListBodySchema,
  ConsoleEvaluatePage,
  ConsoleEvaluateReplyBodySchema,
  ConsoleEvaluateRow,
  ConsoleEvaluateState,
} from '@shop/contracts/aftersale';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow } from '../../lib/paging';
import { recordStaffAction, staffShop, type StaffActor } from '../auth';
import {
  findConsoleEvaluate,
  findConsoleEvaluatePage,
  lockShopEvaluate,
  setEvaluateAudit,
  setEvaluateReply,
  splitImages,
  type ConsoleEvaluateDbRow,
} from '../catalogue';

type ListBody = z.output<typeof ConsoleEvaluateListBodySchema>;
type ReplyBody = z.output<typeof ConsoleEvaluateReplyBodySchema>;

/*
 * The console's goods evaluations (issue 17, 评价管理): the staff account's shop's only (another
 * shop's evaluation is "not found"); every write is audited with the change it made.
 */

const stateOf = (isAudit: number): ConsoleEvaluateState =>
  isAudit === 1 ? 'shown' : isAudit === 0 ? 'waiting' : 'hidden';

const toRow = (r: ConsoleEvaluateDbRow): ConsoleEvaluateRow => ({
  evaluate_id: r.evaluateId,
  goods_id: r.goodsId,
  sku_id: r.skuId,
  sku_name: r.skuName ?? r.goodsName,
  sku_image: r.skuImage || r.goodsImage,
  spec_name: r.specName ?? '',
  site_id: r.siteId,
  shop_name: r.shopName ?? '',
  order_id: r.orderId ?? 0,
  member_id: r.memberId ?? 0,
  member_name: r.memberName,
  is_anonymous: r.isAnonymous,
  scores: r.scores,
  content: r.content,
  images: splitImages(r.images),
  explain_first: r.explainFirst,
  again_content: r.againContent,
  again_images: splitImages(r.againImages),
  again_explain: r.againExplain,
  again_time: r.againTime?.getTime() ?? null,
  state: stateOf(r.isAudit),
  create_time: r.createdAt.getTime(),
});

/** `/staff/api/goodsevaluate/lists`: newest first, filtered. */
export async function listConsoleEvaluates(
  db: DbExecutor,
  actor: StaffActor,
  body: ListBody,
): Promise<ConsoleEvaluatePage> {
  const { page, page_size, ...filter } = body;
  const { rows, count } = await findConsoleEvaluatePage(
    db,
    staffShop(actor),
    filter,
    pageWindow({ page, page_size }),
  );
  return { page_count: pageCount(count, body), count, list: rows.map(toRow) };
}

/** The evaluation after a write, as the list shows it. */
async function rowAfter(db: DbExecutor, actor: StaffActor, evaluateId: number) {
  const row = await findConsoleEvaluate(db, staffShop(actor), evaluateId);
  if (!row) throw new AppError('evaluate.not_found');
  return toRow(row);
}

/**
 * `/staff/api/goodsevaluate/reply`: the shop's reply to the evaluation or to its follow-up,
 * written or rewritten (a follow-up must exist to be answered).
 */
export async function replyEvaluate(
  db: Db,
  actor: StaffActor,
  body: ReplyBody,
): Promise<ConsoleEvaluateRow> {
  return db.transaction(async (tx) => {
    const locked = await lockShopEvaluate(tx, staffShop(actor), body.evaluate_id);
    if (!locked) throw new AppError('evaluate.not_found');
    if (body.target === 'again' && locked.againContent === '')
      throw new AppError('evaluate.reply_no_again');
    const field = body.target === 'first' ? 'explain_first' : 'again_explain';
    await setEvaluateReply(tx, locked.evaluateId, body.target, body.content);
    await recordStaffAction(tx, actor, {
      action: 'evaluate.reply',
      siteId: locked.siteId,
      targetType: 'goods_evaluate',
      targetId: locked.evaluateId,
      before: { [field]: body.target === 'first' ? locked.explainFirst : locked.againExplain },
      after: { [field]: body.content },
    });
    return rowAfter(tx, actor, locked.evaluateId);
  });
}

/**
 * `/staff/api/goodsevaluate/show` and `/hide`: the evaluation on the goods page (is_audit 1; an
 * evaluation waiting for review is approved so) or off it (-1).
 */
export async function setEvaluateShown(
  db: Db,
  actor: StaffActor,
  evaluateId: number,
  shown: boolean,
): Promise<ConsoleEvaluateRow> {
  return db.transaction(async (tx) => {
    const locked = await lockShopEvaluate(tx, staffShop(actor), evaluateId);
    if (!locked) throw new AppError('evaluate.not_found');
    const isAudit = shown ? 1 : -1;
    if (locked.isAudit !== isAudit) {
      await setEvaluateAudit(tx, locked, isAudit);
      await recordStaffAction(tx, actor, {
        action: shown ? 'evaluate.show' : 'evaluate.hide',
        siteId: locked.siteId,
        targetType: 'goods_evaluate',
        targetId: locked.evaluateId,
        before: { is_audit: locked.isAudit },
        after: { is_audit: isAudit },
      });
    }
    return rowAfter(tx, actor, locked.evaluateId);
  });
}
