import { eq } from 'drizzle-orm';
import { goods, member, orderGoods } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { addBuyer, addCategory, addGoods, addShop } from './order-create.fixtures';
import { insertTestOrder } from './order.testing';

/** Test data of the ERP order tests (issue 26; imported by tests only). */

/** Two shops, a medicine with an ERP code in the first, and two buyers (one linked to the ERP). */
export async function erpOrderWorld(t: TestApp) {
  const db = t.database.db;
  const shopOf = (name: string) =>
    addShop(db, { name, deliveryTypes: ['express'], freightFen: 0, freeFreightFen: 0 });
  const siteId = await shopOf('江南医药批发');
  const otherSiteId = await shopOf('北方医药');
  const categoryId = await addCategory(db);
  const medicine = await addGoods(db, {
    siteId,
    categoryId,
    name: '阿莫西林胶囊',
    priceFen: 1250,
    stock: 500,
  });
  const gift = await addGoods(db, {
    siteId,
    categoryId,
    name: '维生素C片',
    priceFen: 300,
    stock: 500,
  });
  await db
    .update(goods)
    .set({ goodsErpSpid: 'SP0001', isMedicinal: 1 })
    .where(eq(goods.goodsId, medicine.goodsId));
  await db.update(goods).set({ goodsErpSpid: 'SP0002' }).where(eq(goods.goodsId, gift.goodsId));
  const buyer = await addBuyer(db, 'erpbuyer');
  const other = await addBuyer(db, 'otherbuyer');
  await db
    .update(member)
    .set({ erpCode: 'KH-1001', companyName: '康源大药房' })
    .where(eq(member.memberId, buyer.memberId));
  return { siteId, otherSiteId, medicine, gift, buyer, other };
}

type World = Awaited<ReturnType<typeof erpOrderWorld>>;

/**
 * A paid express order of the buyer in the world's first shop: `num` boxes of the medicine, and
 * with `gift` a getfree line followed by its exchange line (as checkout writes them).
 */
export async function paidErpOrder(
  t: TestApp,
  w: World,
  options: { num?: number; gift?: boolean; siteId?: number; memberId?: number } = {},
) {
  const o = await insertTestOrder(t, {
    memberId: options.memberId ?? w.buyer.memberId,
    siteId: options.siteId ?? w.siteId,
    moneyFen: 3750,
    status: 1,
    payStatus: 1,
    payType: 'balance',
    lines: [{ ...w.medicine, num: options.num ?? 3, priceFen: 1250 }],
  });
  const [line] = await t.database.db
    .select({ id: orderGoods.orderGoodsId })
    .from(orderGoods)
    .where(eq(orderGoods.orderId, o.orderId));
  if (options.gift) {
    await t.database.db
      .update(orderGoods)
      .set({ promotionType: 'getfree', promotionId: 7 })
      .where(eq(orderGoods.orderGoodsId, line!.id));
    await t.database.db.insert(orderGoods).values({
      orderId: o.orderId,
      memberId: w.buyer.memberId,
      siteId: w.siteId,
      goodsId: w.gift.goodsId,
      skuId: w.gift.skuId,
      skuName: '维生素C片',
      unit: '盒',
      priceFen: 300,
      discountPriceFen: 1,
      num: 1,
      goodsMoneyFen: 300,
      realGoodsMoneyFen: 1,
      promotionType: 'exchange',
      promotionId: 7,
      promotionNum: 1,
    });
  }
  return { ...o, lineId: line!.id };
}
