import type { DbExecutor } from '../../db/client';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import type { Viewer } from '../auth';
import { saleControlOf } from '../pricing';
import type { PointItemRow } from './point.repository';

/**
 * Why the member may not take a goods item for points: the goods' sale control (ADR 0004) or the
 * member's licences (issue 16), said as the cart says it; null for a coupon or a goods they may buy.
 */
export async function goodsItemRefusal(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  row: PointItemRow,
): Promise<{ key: MessageKey; params: MessageParams } | null> {
  if (row.type !== 1 || row.goodsId === null) return null;
  const verdict = (await saleControlOf(db, viewer, [row.goodsId])).get(row.goodsId);
  if (!verdict || verdict.is_member_by) return null;
  if (verdict.licence)
    return {
      key: `cart.licence_${verdict.licence.reason}`,
      params: { scope: verdict.licence.scope_name },
    };
  return { key: 'cart.not_buy_msg', params: { message: verdict.not_buy_msg } };
}
