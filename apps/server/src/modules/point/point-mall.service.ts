import {
  type PointGoodsDetail,
  type PointGoodsPage,
  type PointLogPage,
  type PointReason,
  PointReasonSchema,
} from '@shop/contracts/point';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageCount, pageWindow, type PageQuery } from '../../lib/paging';
import type { Viewer } from '../auth';
import { pointItemReader, priceSightOf } from './point-item';
import {
  exchangedNum,
  findItem,
  findItemPage,
  findMemberPoint,
  findPointLogPage,
} from './point.repository';

/**
 * The points mall (/point): items on offer, with the member's points. Points are public; money
 * (the goods' market price) is for members whose licences and sale control show prices (spec §6,
 * issue 16).
 */
export async function getPointGoodsPage(
  db: DbExecutor,
  viewer: Viewer,
  query: PageQuery & { type?: 1 | 2 | undefined },
): Promise<PointGoodsPage> {
  const [{ rows, count }, memberPoint, seesPrice] = await Promise.all([
    findItemPage(db, { type: query.type }, pageWindow(query)),
    viewer ? findMemberPoint(db, viewer.memberId) : null,
    priceSightOf(db, viewer),
  ]);
  const toItem = await pointItemReader(db, seesPrice, rows);
  return {
    page_count: pageCount(count, query),
    count,
    list: rows.map((r) => toItem(r)),
    member_point: memberPoint,
  };
}

/** One item on offer; for a member also how many of it they already have and their points. */
export async function getPointGoodsDetail(
  db: DbExecutor,
  viewer: Viewer,
  id: number,
): Promise<PointGoodsDetail> {
  const row = await findItem(db, id);
  if (!row) throw new AppError('point.item_not_found');
  const toItem = await pointItemReader(db, await priceSightOf(db, viewer), [row]);
  if (!viewer) return { ...toItem(row), member_point: null };
  const [exchanged, memberPoint] = await Promise.all([
    exchangedNum(db, viewer.memberId, row),
    findMemberPoint(db, viewer.memberId),
  ]);
  return { ...toItem(row, exchanged), member_point: memberPoint };
}

const reasonOf = (reason: string): PointReason => {
  const parsed = PointReasonSchema.safeParse(reason);
  return parsed.success ? parsed.data : 'grant';
};

/** /member/my_point: the member's points and their ledger, newest first. */
export async function getPointLogPage(
  db: DbExecutor,
  memberId: number,
  query: PageQuery,
): Promise<PointLogPage> {
  const [{ rows, count }, point] = await Promise.all([
    findPointLogPage(db, memberId, pageWindow(query)),
    findMemberPoint(db, memberId),
  ]);
  return {
    page_count: pageCount(count, query),
    count,
    point,
    list: rows.map((r) => ({
      id: r.id,
      change: r.change,
      point_after: r.pointAfter,
      reason: reasonOf(r.reason),
      remark: r.remark,
      order_id: r.orderId,
      create_time: r.createdAt.getTime(),
    })),
  };
}
