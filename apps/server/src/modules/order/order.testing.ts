import { eq } from 'drizzle-orm';
import { goods, goodsSku, member, order, orderGoods, orderPay, shop } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { newOrderNo, newOutTradeNo } from './order-no';

/** Test support for the buyer's order and pay calls (imported by tests only). */

export async function memberIdByName(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: member.memberId })
    .from(member)
    .where(eq(member.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

/** A shop to hang orders on (the first one, or a new one when the database has none). */
export async function anyShopId(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ id: shop.siteId }).from(shop).limit(1);
  if (row) return row.id;
  const [created] = await t.database.db
    .insert(shop)
    .values({ shopName: '测试药房' })
    .returning({ id: shop.siteId });
  return created!.id;
}

export type TestLine = {
  goodsId: number;
  skuId: number;
  num: number;
  priceFen?: number;
  promotionType?: string;
  blId?: number;
};

export type TestOrder = { orderId: number; outTradeNo: string; orderNo: string };

/**
 * Inserts an order (and its payment row when `outTradeNo` is new) directly, as order creation
 * would have left it. Lines are optional; order_money is `moneyFen`.
 */
export async function insertTestOrder(
  t: TestApp,
  input: {
    memberId: number;
    siteId: number;
    moneyFen: number;
    status?: number;
    isEvaluate?: number;
    outTradeNo?: string;
    payStatus?: number;
    payType?: string;
    lines?: TestLine[];
    createdAt?: Date;
    deliveryType?: string;
  },
): Promise<TestOrder> {
  const db = t.database.db;
  const outTradeNo = input.outTradeNo ?? newOutTradeNo(input.memberId);
  const [pay] = await db.select().from(orderPay).where(eq(orderPay.outTradeNo, outTradeNo));
  if (pay)
    await db
      .update(orderPay)
      .set({ payMoneyFen: pay.payMoneyFen + input.moneyFen })
      .where(eq(orderPay.payId, pay.payId));
  else
    await db.insert(orderPay).values({
      outTradeNo,
      memberId: input.memberId,
      payMoneyFen: input.moneyFen,
      status: input.payStatus ?? 0,
      payType: input.payType ?? '',
    });
  const orderNo = newOrderNo(input.memberId);
  const [row] = await db
    .insert(order)
    .values({
      orderNo,
      outTradeNo,
      memberId: input.memberId,
      siteId: input.siteId,
      orderName: `测试订单 ${orderNo}`,
      orderStatus: input.status ?? 0,
      deliveryType: input.deliveryType ?? 'express',
      goodsMoneyFen: input.moneyFen,
      orderMoneyFen: input.moneyFen,
      payType: input.payType ?? '',
      isEvaluate: input.isEvaluate ?? 0,
      name: '张建华',
      mobile: '13800138001',
      provinceId: 330000,
      cityId: 330100,
      districtId: 330106,
      fullAddress: '浙江省 杭州市 西湖区',
      address: '文三路388号',
      invoice: {
        invoice_type: 1,
        invoice_title: '康源大药房',
        taxpayer_number: '',
        invoice_email: '',
      },
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning({ orderId: order.orderId });
  const orderId = row!.orderId;
  for (const line of input.lines ?? []) {
    const [sku] = await db
      .select({ skuName: goodsSku.skuName, siteId: goods.siteId })
      .from(goodsSku)
      .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
      .where(eq(goodsSku.skuId, line.skuId));
    const price = line.priceFen ?? 1000;
    await db.insert(orderGoods).values({
      orderId,
      memberId: input.memberId,
      siteId: sku?.siteId ?? input.siteId,
      goodsId: line.goodsId,
      skuId: line.skuId,
      skuName: sku?.skuName ?? 'sku',
      unit: '盒',
      priceFen: price,
      discountPriceFen: price,
      num: line.num,
      goodsMoneyFen: price * line.num,
      realGoodsMoneyFen: price * line.num,
      promotionType: line.promotionType ?? '',
      blId: line.blId ?? null,
    });
  }
  return { orderId, outTradeNo, orderNo };
}

export async function skuStock(t: TestApp, skuId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ stock: goodsSku.stock })
    .from(goodsSku)
    .where(eq(goodsSku.skuId, skuId));
  return row?.stock ?? -1;
}
