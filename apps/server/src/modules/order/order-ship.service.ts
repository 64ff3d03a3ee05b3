import type {
  ConsolePickupBodySchema,
  ConsoleShipBodySchema,
  ShipResult,
} from '@shop/contracts/order';
import type { z } from 'zod';
import type { Db, DbExecutor, DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordStaffAction, staffReaches, type StaffActor } from '../auth';
import { lockOrder } from './order-console.repository';
import { shopDay } from '../../lib/shop-day';
import { medicinalGoodsIds } from './order-annex.repository';
import {
  addDeliveryNum,
  findExpressPackage,
  insertPackage,
  moveStaffOrderStatus,
  type PackageLineInsert,
} from './order-package.repository';
import { orderGoodsOf } from './order.repository';
import { insertOrderLogs } from './pay.repository';
import { isCodeDelivery } from './pickup-code.repository';
import { awardOrderGrowth } from './order-growth.service';

type ShipBody = z.output<typeof ConsoleShipBodySchema>;
type PickupBody = z.output<typeof ConsolePickupBodySchema>;
export type LockedOrder = NonNullable<Awaited<ReturnType<typeof lockOrder>>>;
/** Units of one order line in a package, from one batch (issue 17). */
type Line = PackageLineInsert;

/**
 * Shipping (issue 15). The order row is locked first, so two staff shipping the same order run
 * one after the other; each line's shipped units grow only while they stay within the bought
 * quantity less its refunded units (issue 17). Only a paid order (status 1) ships; once every line is shipped it waits for receipt
 * (status 3). A pickup order is handed over with the buyer's pickup code instead.
 */

/** Locks the order within the staff's reach (another shop's order is "not found"). */
async function lockReachable(tx: DbExecutor, actor: StaffActor, orderId: number) {
  const locked = await lockOrder(tx, orderId);
  if (!locked || !staffReaches(actor, locked.siteId)) throw new AppError('order.not_found');
  return locked;
}

/**
 * The lines the package holds: those asked for (one entry per line and batch; the same batch of
 * a line asked twice is one entry), or everything left to ship.
 */
async function packageLines(tx: DbExecutor, orderId: number, asked: ShipBody['goods']) {
  const lines = await orderGoodsOf(tx, [orderId]);
  if (!asked) {
    const rest = lines
      .map((l) => ({ orderGoodsId: l.orderGoodsId, num: l.num - l.refundNum - l.deliveryNum }))
      .filter((l) => l.num > 0);
    if (rest.length === 0) throw new AppError('order.ship_nothing');
    return rest;
  }
  const byId = new Map(lines.map((l) => [l.orderGoodsId, l]));
  const perLine = new Map<number, number>();
  const out = new Map<string, Line>();
  for (const a of asked) {
    const line = byId.get(a.order_goods_id);
    if (!line) throw new AppError('order.ship_line_unknown');
    const num = (perLine.get(line.orderGoodsId) ?? 0) + a.num;
    if (line.deliveryNum + num > line.num - line.refundNum)
      throw new AppError('order.ship_too_many');
    perLine.set(line.orderGoodsId, num);
    const batch = { batchNo: a.batch_no ?? '', expiryDate: a.expiry_date ?? '' };
    const key = JSON.stringify([line.orderGoodsId, batch.batchNo, batch.expiryDate]);
    const before = out.get(key)?.num ?? 0;
    out.set(key, { orderGoodsId: line.orderGoodsId, num: before + a.num, ...batch });
  }
  return [...out.values()];
}

/**
 * GSP: a medicine leaves with its batch number and expiry date on the delivery note, so each of
 * its package lines needs both, and no batch ships already expired (expiry before today, China
 * time). Other goods (devices, health products) may ship without a batch (issue 17).
 */
async function checkBatches(tx: DbExecutor, orderId: number, lines: Line[]) {
  const orderLines = new Map((await orderGoodsOf(tx, [orderId])).map((l) => [l.orderGoodsId, l]));
  const medicines = await medicinalGoodsIds(
    tx,
    [...orderLines.values()].map((l) => l.goodsId),
  );
  const today = shopDay(new Date());
  for (const line of lines) {
    const goods = orderLines.get(line.orderGoodsId);
    const name = goods?.skuName ?? '';
    if (goods && medicines.has(goods.goodsId) && (!line.batchNo || !line.expiryDate))
      throw new AppError('order.ship_batch_required', { name });
    if (line.expiryDate && line.expiryDate < today)
      throw new AppError('order.batch_expired', { name });
  }
}

/** What the package carries besides its goods, checked against the order's delivery type. */
function carrierOf(
  locked: LockedOrder,
  body: ShipBody,
): { expressCompany?: string; expressNo?: string; courierName?: string; courierMobile?: string } {
  if (isCodeDelivery(locked.deliveryType)) throw new AppError('order.ship_use_pickup');
  if (locked.deliveryType === 'local') {
    if (!body.courier_name || !body.courier_mobile)
      throw new AppError('order.ship_courier_required');
    return { courierName: body.courier_name, courierMobile: body.courier_mobile };
  }
  if (!body.express_company || !body.express_no) throw new AppError('order.ship_express_required');
  return { expressCompany: body.express_company, expressNo: body.express_no };
}

/** Counts the lines shipped and moves the order on when nothing is left; answers its status. */
async function shipLines(
  tx: DbExecutor,
  locked: Pick<LockedOrder, 'orderId'>,
  lines: Line[],
  to: number,
) {
  for (const line of lines)
    if (!(await addDeliveryNum(tx, line.orderGoodsId, line.num)))
      throw new AppError('order.ship_too_many');
  const after = await orderGoodsOf(tx, [locked.orderId]);
  if (after.some((l) => l.deliveryNum + l.refundNum < l.num)) return 1;
  await moveStaffOrderStatus(tx, locked.orderId, 1, to);
  return to;
}

/** Who sends a parcel off: a staff account (its id) or the shop's ERP (0), and the log's remark. */
export type Shipper = { staffId: number; remark: string };

/**
 * Sends one parcel of the locked order off (issue 15), for the console and for the ERP (issue 26
 * "Orders back"): the same rules (a paid order only, the lines within what is left to ship, a
 * medicine's batch and expiry), the same package rows and the same timeline entry. Answers the
 * package, its lines and the order's status after it.
 */
export async function shipLockedOrder(
  tx: DbExecutor,
  locked: LockedOrder,
  carrier: ReturnType<typeof carrierOf>,
  goods: ShipBody['goods'],
  by: Shipper,
): Promise<{ packageId: number; status: number; lines: Line[] }> {
  if (locked.orderStatus !== 1) throw new AppError('order.not_shippable');
  const lines = await packageLines(tx, locked.orderId, goods);
  await checkBatches(tx, locked.orderId, lines);
  const packageId = await insertPackage(
    tx,
    {
      orderId: locked.orderId,
      memberId: locked.memberId,
      siteId: locked.siteId,
      deliveryType: locked.deliveryType,
      staffId: by.staffId,
      ...carrier,
    },
    lines,
  );
  const status = await shipLines(tx, locked, lines, 3);
  await insertOrderLogs(tx, [
    { orderId: locked.orderId, action: 'deliver', orderStatus: status, remark: by.remark },
  ]);
  return { packageId, status, lines };
}

/** `/staff/api/order/ship`: one express parcel or local delivery of a paid order. */
export async function shipOrder(db: Db, actor: StaffActor, body: ShipBody): Promise<ShipResult> {
  return db.transaction(async (tx) => {
    const locked = await lockReachable(tx, actor, body.order_id);
    const carrier = carrierOf(locked, body);
    // The same tracking number again (a retry, a second click) answers the package made.
    if (carrier.expressCompany && carrier.expressNo) {
      const same = await findExpressPackage(
        tx,
        locked.orderId,
        carrier.expressCompany,
        carrier.expressNo,
      );
      if (same) return { package_id: same.packageId, order_status: locked.orderStatus };
    }
    const remark = carrier.expressNo
      ? `${carrier.expressCompany} ${carrier.expressNo}`
      : `${carrier.courierName} ${carrier.courierMobile}`;
    const shipped = await shipLockedOrder(tx, locked, carrier, body.goods, {
      staffId: actor.staffId,
      remark,
    });
    await recordStaffAction(tx, actor, {
      action: 'order.ship',
      siteId: locked.siteId,
      targetType: 'order',
      targetId: locked.orderId,
      before: { order_status: locked.orderStatus },
      after: {
        order_status: shipped.status,
        package_id: shipped.packageId,
        ...carrier,
        lines: shipped.lines,
      },
    });
    return { package_id: shipped.packageId, order_status: shipped.status };
  });
}

/**
 * Hands a paid pickup order (or virtual goods order) over in full, inside the transaction that
 * locked its row: everything left goes in one package, the order completes (10) and its timeline
 * notes the pickup (`remark`: where and by whom, for a verification at a store's desk). Used by
 * the console's pickup and by the verification desk (issue 17).
 */
export async function handOverOrder(
  tx: DbTransaction,
  locked: Pick<LockedOrder, 'orderId' | 'memberId' | 'siteId' | 'deliveryType' | 'orderStatus'>,
  by: { staffId: number; remark?: string },
): Promise<ShipResult> {
  if (locked.orderStatus !== 1) throw new AppError('order.not_shippable');
  const lines = await packageLines(tx, locked.orderId, undefined);
  const packageId = await insertPackage(
    tx,
    {
      orderId: locked.orderId,
      memberId: locked.memberId,
      siteId: locked.siteId,
      deliveryType: locked.deliveryType,
      staffId: by.staffId,
    },
    lines,
  );
  const status = await shipLines(tx, locked, lines, 10);
  if (status === 10) await awardOrderGrowth(tx, locked.orderId);
  await insertOrderLogs(tx, [
    { orderId: locked.orderId, action: 'pickup', orderStatus: status, remark: by.remark },
  ]);
  return { package_id: packageId, order_status: status };
}

/**
 * `/staff/api/order/pickup`: the buyer shows their pickup code (or virtual goods code) at the
 * counter; a right code hands everything over in one package and completes the order (10).
 */
export async function pickupOrder(
  db: Db,
  actor: StaffActor,
  body: PickupBody,
): Promise<ShipResult> {
  return db.transaction(async (tx) => {
    const locked = await lockReachable(tx, actor, body.order_id);
    if (!isCodeDelivery(locked.deliveryType)) throw new AppError('order.pickup_not_store');
    if (locked.orderStatus !== 1) throw new AppError('order.not_shippable');
    if (locked.pickupCode === '' || locked.pickupCode !== body.pickup_code)
      throw new AppError('order.pickup_code_wrong');
    const result = await handOverOrder(tx, locked, { staffId: actor.staffId });
    await recordStaffAction(tx, actor, {
      action: 'order.pickup',
      siteId: locked.siteId,
      targetType: 'order',
      targetId: locked.orderId,
      before: { order_status: locked.orderStatus },
      after: { order_status: result.order_status, package_id: result.package_id },
    });
    return result;
  });
}
