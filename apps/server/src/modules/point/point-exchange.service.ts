import { createHash } from 'node:crypto';
import type { PointCreated, PointPayment } from '@shop/contracts/point';
import { sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { translate, type Lang } from '../../lib/i18n/translate';
import { COUPON_GET_TYPE, grantCoupon } from '../coupon';
import { shippingAddressOf, toAddress, insertPointLog, takeMemberPoint } from '../member';
import { claimPointExchangeKey, writePointOrder } from '../order';
import type { Viewer } from '../auth';
import { goodsItemRefusal } from './point-goods-gate';
import { pointItemReader, priceSightOf, refusalOf } from './point-item';
import {
  exchangedNum,
  findExchangeOfKey,
  findItem,
  findMemberPoint,
  takeItemUnits,
  type PointItemRow,
} from './point.repository';
import { isContention } from '../../db/contention';

type ExchangeInput = { id: number; num: number; address_id?: number | undefined };
export type PointCreateInput = ExchangeInput & { buyer_message: string; idempotency_key: string };

/** The address a goods exchange ships to; a foreign or unknown id is refused. */
async function addressFor(db: DbExecutor, memberId: number, item: PointItemRow, id?: number) {
  if (item.type !== 1) return null;
  const { found, address } = await shippingAddressOf(db, memberId, id);
  if (!found) throw new AppError('point.address_not_found');
  return address;
}

async function itemOf(db: DbExecutor, id: number) {
  const row = await findItem(db, id);
  if (!row) throw new AppError('point.item_not_found');
  return row;
}

/** `/pointexchange/api/ordercreate/payment`: the confirmation, saying whether it can go ahead. */
export async function confirmPointExchange(
  db: DbExecutor,
  viewer: NonNullable<Viewer>,
  body: ExchangeInput,
  lang: Lang,
): Promise<PointPayment> {
  const { memberId } = viewer;
  const row = await itemOf(db, body.id);
  const [address, memberPoint, exchanged, toItem, forbidden] = await Promise.all([
    addressFor(db, memberId, row, body.address_id),
    findMemberPoint(db, memberId),
    exchangedNum(db, memberId, row),
    priceSightOf(db, viewer).then((seesPrice) => pointItemReader(db, seesPrice, [row])),
    goodsItemRefusal(db, viewer, row),
  ]);
  const addressRequired = row.type === 1;
  const refusal =
    forbidden ??
    (addressRequired && !address
      ? { key: 'point.address_required' as const, params: {} }
      : refusalOf(row, body.num, memberPoint, exchanged));
  const total = row.point * body.num;
  return {
    item: toItem(row, exchanged),
    num: body.num,
    point_total: total,
    member_point: memberPoint,
    point_left: memberPoint - total,
    address_required: addressRequired,
    address: address ? toAddress(address) : null,
    can_exchange: refusal === null,
    reason: refusal ? translate(lang, refusal.key, refusal.params) : null,
  };
}

/** sha256 of what the exchange is made of (the key, token and language left out). */
const requestHashOf = (b: PointCreateInput) =>
  createHash('sha256')
    .update(JSON.stringify([b.id, b.num, b.address_id ?? null, b.buyer_message]))
    .digest('hex');

/**
 * `/pointexchange/api/ordercreate/create`: in one transaction claims the key (a replay answers
 * the first result), locks the member, checks the item, the limit and the points, takes the points
 * (conditional: never below zero) and the item's units, writes the order (goods) or grants the
 * coupons, and records the ledger row. Any refusal rolls all of it back.
 */
export async function createPointExchange(
  db: Db,
  viewer: NonNullable<Viewer>,
  body: PointCreateInput,
  lang: Lang,
): Promise<PointCreated> {
  const { memberId } = viewer;
  const requestHash = requestHashOf(body);
  try {
    return await db.transaction(async (tx) => {
      // A lock wait longer than this answers "busy, retry" instead of hanging.
      await tx.execute(sql`set local lock_timeout = '3s'`);
      const now = new Date();
      const claim = await claimPointExchangeKey(
        tx,
        memberId,
        body.idempotency_key,
        requestHash,
        now,
      );
      if (claim.earlier) {
        if (claim.earlier.requestHash !== requestHash) throw new AppError('point.key_reused');
        const done = await findExchangeOfKey(tx, memberId, body.idempotency_key);
        if (!done) throw new AppError('point.key_reused');
        return {
          order_id: done.orderId,
          coupon_ids: done.couponIds,
          point: -done.change,
          point_left: done.pointAfter,
        };
      }
      const row = await itemOf(tx, body.id);
      const forbidden = await goodsItemRefusal(tx, viewer, row);
      if (forbidden) throw new AppError(forbidden.key, forbidden.params);
      const address = await addressFor(tx, memberId, row, body.address_id);
      if (row.type === 1 && !address) throw new AppError('point.address_required');
      const memberPoint = await findMemberPoint(tx, memberId);
      const refusal = refusalOf(row, body.num, memberPoint, await exchangedNum(tx, memberId, row));
      if (refusal) throw new AppError(refusal.key, refusal.params);
      const need = row.point * body.num;
      const pointLeft = await takeMemberPoint(tx, memberId, need);
      if (pointLeft === null) throw new AppError('point.not_enough', { need, have: memberPoint });
      if (!(await takeItemUnits(tx, row.id, body.num)))
        throw new AppError('point.sold_out', { name: row.name });
      let orderId: number | null = null;
      const couponIds: number[] = [];
      if (row.type === 1 && address && row.skuId !== null && row.goodsId !== null) {
        orderId = await writePointOrder(tx, {
          memberId,
          siteId: row.siteId,
          outTradeNo: claim.outTradeNo,
          now,
          point: need,
          num: body.num,
          goods: {
            goodsId: row.goodsId,
            skuId: row.skuId,
            name: row.name,
            skuImage: row.image || row.skuImage || '',
            specName: row.specName ?? '',
            unit: row.unit ?? '',
          },
          address,
          buyerMessage: body.buyer_message,
          logRemark: translate(lang, 'point.order_log', { point: need }),
        });
      } else if (row.couponTypeId !== null) {
        for (let i = 0; i < body.num; i += 1)
          couponIds.push(
            (await grantCoupon(tx, memberId, row.couponTypeId, COUPON_GET_TYPE.points, now))
              .couponId,
          );
      } else throw new AppError('point.item_not_found');
      await insertPointLog(tx, {
        memberId,
        change: -need,
        pointAfter: pointLeft,
        reason: 'exchange',
        remark: `${row.name} × ${body.num}`.slice(0, 120),
        exchangeId: row.id,
        orderId,
      });
      return { order_id: orderId, coupon_ids: couponIds, point: need, point_left: pointLeft };
    });
  } catch (error) {
    if (isContention(error)) throw new AppError('point.busy');
    throw error;
  }
}
