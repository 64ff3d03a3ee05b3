import { MOBILE_PATTERN } from '@shop/contracts/auth';
import type {
  OutOfStockAddBodySchema,
  OutOfStockAddResult,
  OutOfStockItem,
  OutOfStockPageBody,
  OutOfStockStatus,
} from '@shop/contracts/catalogue';
import type { Page } from '@shop/contracts/common';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countMemberDemands,
  hasRecentDuplicate,
  insertDemand,
  lockDemandsOf,
  pageMemberDemands,
} from './out-of-stock.repository';
import { pageCount, pageWindow } from '../../lib/paging';

/** The same demand submitted again within this window is refused (a double click, a script). */
export const DUPLICATE_WINDOW_SECONDS = 60;

type AddBody = z.output<typeof OutOfStockAddBodySchema>;

/**
 * Registers demand for a missing item (缺货登记). `memberId` comes from the token (null for a
 * visitor), never from the body. An identical demand from the same caller within a minute is
 * refused; the route also limits submissions per client address.
 */
export async function addDemand(
  db: Db,
  memberId: number | null,
  body: AddBody,
): Promise<OutOfStockAddResult> {
  if (!MOBILE_PATTERN.test(body.mobile)) throw new AppError('auth.mobile_invalid');
  const row = {
    memberId,
    goodsName: body.goods_name,
    specification: body.specification,
    manufacturer: body.manufacturer,
    quantity: body.quantity,
    contactName: body.contact_name,
    mobile: body.mobile,
    remark: body.remark,
  };
  return db.transaction(async (tx) => {
    await lockDemandsOf(tx, row.mobile);
    if (await hasRecentDuplicate(tx, row, DUPLICATE_WINDOW_SECONDS))
      throw new AppError('out_of_stock.duplicate');
    return { id: await insertDemand(tx, row) };
  });
}

/** One page of the member's own registrations, newest first. */
export async function getMemberDemands(
  db: Db,
  memberId: number,
  body: Pick<OutOfStockPageBody, 'page' | 'page_size'>,
): Promise<Page<OutOfStockItem>> {
  const [total, rows] = await Promise.all([
    countMemberDemands(db, memberId),
    pageMemberDemands(db, memberId, {
      ...pageWindow(body),
    }),
  ]);
  return {
    page_count: pageCount(total, body),
    count: total,
    list: rows.map(({ created_at, status, ...row }) => ({
      ...row,
      status: status as OutOfStockStatus,
      create_time: created_at.getTime(),
    })),
  };
}
