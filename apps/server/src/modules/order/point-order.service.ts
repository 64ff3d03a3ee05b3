import type { DbTransaction } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  claimIdempotencyKey,
  insertOrder,
  insertOrderGoods,
  insertOrderLog,
  insertOrderPay,
  lockMember,
} from './order-create.repository';
import { newOrderNo, newOutTradeNo } from './order-no';
import { findPay, updatePay } from './pay.repository';
import { takeGoodsStock, takeSkuStock } from '../catalogue';

/** What a points exchange of goods ships: the SKU, the units and the address copied in. */
export type PointOrderInput = {
  memberId: number;
  siteId: number;
  outTradeNo: string;
  now: Date;
  /** Points the order costs. */
  point: number;
  num: number;
  goods: {
    goodsId: number;
    skuId: number;
    name: string;
    skuImage: string;
    specName: string;
    unit: string;
  };
  address: {
    name: string;
    mobile: string;
    provinceId: number;
    cityId: number;
    districtId: number;
    address: string;
    fullAddress: string;
  };
  buyerMessage: string;
  logRemark: string;
};

/**
 * Locks the member's row (one member's exchanges run one after the other), then claims the
 * idempotency key of the exchange with a new payment number; a key claimed before answers the
 * earlier claim. The lock comes first: the claim's foreign key takes a share lock on the member
 * row, and concurrent claimers each holding one would block each other's row lock.
 */
export async function claimPointExchangeKey(
  tx: DbTransaction,
  memberId: number,
  key: string,
  requestHash: string,
  now: Date,
) {
  await lockMember(tx, memberId);
  const outTradeNo = newOutTradeNo(memberId, now);
  const earlier = await claimIdempotencyKey(tx, { memberId, key, requestHash, outTradeNo });
  return { earlier, outTradeNo };
}

/**
 * Writes the order of a points exchange inside the caller's transaction: the SKU's stock taken
 * (conditional update; short stock throws, rolling the caller back), a payment of 0 already paid
 * with points, the order (order_type 'point', all money 0, waiting delivery), its one line at
 * price 0 and its log. Answers the order id.
 */
export async function writePointOrder(tx: DbTransaction, input: PointOrderInput): Promise<number> {
  const { memberId, goods, num, now, address } = input;
  if (!(await takeSkuStock(tx, goods.skuId, num)))
    throw new AppError('order_create.stock_short', { name: goods.name });
  await takeGoodsStock(tx, goods.goodsId, num);
  await insertOrderPay(tx, { outTradeNo: input.outTradeNo, memberId, payMoneyFen: 0 });
  const pay = await findPay(tx, memberId, input.outTradeNo);
  if (!pay) throw new Error('order_pay not inserted');
  await updatePay(tx, pay.payId, { status: 1, payType: 'point', payTime: now });
  const orderId = await insertOrder(tx, {
    orderNo: newOrderNo(memberId, now),
    outTradeNo: input.outTradeNo,
    memberId,
    siteId: input.siteId,
    orderName: goods.name.slice(0, 255),
    orderStatus: 1,
    deliveryType: 'express',
    goodsMoneyFen: 0,
    orderMoneyFen: 0,
    payType: 'point',
    orderType: 'point',
    point: input.point,
    name: address.name,
    mobile: address.mobile,
    provinceId: address.provinceId,
    cityId: address.cityId,
    districtId: address.districtId,
    address: address.address,
    fullAddress: address.fullAddress,
    buyerMessage: input.buyerMessage,
    payTime: now,
  });
  await insertOrderGoods(tx, [
    {
      orderId,
      memberId,
      siteId: input.siteId,
      goodsId: goods.goodsId,
      skuId: goods.skuId,
      skuName: goods.name.slice(0, 160),
      skuImage: goods.skuImage,
      specName: goods.specName.slice(0, 80),
      unit: goods.unit.slice(0, 10),
      priceFen: 0,
      discountPriceFen: 0,
      num,
      goodsMoneyFen: 0,
      realGoodsMoneyFen: 0,
    },
  ]);
  await insertOrderLog(tx, {
    orderId,
    action: 'create',
    orderStatus: 1,
    remark: input.logRemark.slice(0, 200),
  });
  return orderId;
}
