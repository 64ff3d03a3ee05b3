import {
  refundableFreightFen,
  type AftersaleSetting,
  type RefundPoolFen,
} from '@shop/contracts/aftersale';
import type { DbExecutor } from '../../db/client';
import type { RefundableLine } from '../order';
import { lineClaims, otherLinesClaims } from './refund.repository';

/** A refund left out of the claims (one the platform revives is weighed as if not there). */
type Left = { num: number; applyMoneyFen: number; refundPoint: number };

/**
 * What the line may still give back (ADR 0016): its money pool (its 实付, with the order's freight
 * on the request that takes the order's last units when the shop's `freight_refund` rule allows
 * it) and its points pool, with the line's claims so far (less `leftOut`).
 */
export async function linePools(
  db: DbExecutor,
  line: RefundableLine,
  setting: AftersaleSetting,
  leftOut?: Left,
) {
  const id = line.line.orderGoodsId;
  const [claims, others] = await Promise.all([
    lineClaims(db, id),
    otherLinesClaims(db, line.orderId, id),
  ]);
  const freight = refundableFreightFen(setting.freight_refund, {
    freightFen: line.deliveryMoneyFen,
    shipped: line.shipped,
    unitsLeftElsewhere: line.otherUnits - others.num,
    moneyLeftElsewhereFen: line.otherPaidFen + line.deliveryMoneyFen - others.money,
  });
  const base = { num: line.line.num, claimedNum: claims.num - (leftOut?.num ?? 0) };
  const money: RefundPoolFen = {
    ...base,
    total: line.paidFen,
    claimedAmount: claims.money - (leftOut?.applyMoneyFen ?? 0),
    freight,
  };
  const point: RefundPoolFen = {
    ...base,
    total: line.pointTotal,
    claimedAmount: claims.point - (leftOut?.refundPoint ?? 0),
    freight: 0,
  };
  return { claims, money, point };
}
