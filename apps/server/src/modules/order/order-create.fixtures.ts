import {
  confirmedPricesOf,
  type ConfirmedPrices,
  type OrderConfirm,
  type OrderCreateBody,
  type OrderCreated,
} from '@shop/contracts/order';
import {
  cart,
  couponType,
  goods,
  goodsCategory,
  goodsSku,
  member,
  memberAddress,
  memberCoupon,
  promotion,
  promotionBundling,
  promotionBundlingGoods,
  promotionGoods,
  shop,
} from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { issueToken } from '../auth';

/** Test data of the order-create tests (imported by tests only). */

const DAY_MS = 86_400_000;
let seq = 0;

type Db = TestApp['database']['db'];

export async function addShop(
  db: Db,
  values: { name: string; deliveryTypes: string[]; freightFen: number; freeFreightFen: number },
) {
  const [s] = await db
    .insert(shop)
    .values({
      shopName: values.name,
      deliveryTypes: values.deliveryTypes,
      freightFen: values.freightFen,
      freeFreightFen: values.freeFreightFen,
    })
    .returning({ siteId: shop.siteId });
  return s!.siteId;
}

export async function addCategory(db: Db) {
  const [c] = await db
    .insert(goodsCategory)
    .values({ level: 1, categoryName: '西药' })
    .returning({ id: goodsCategory.categoryId });
  return c!.id;
}

/** A goods with one SKU; answers both ids. */
export async function addGoods(
  db: Db,
  values: {
    siteId: number;
    categoryId: number;
    name: string;
    priceFen: number;
    stock: number;
    maxBuy?: number;
    maxBuyType?: number;
  },
) {
  const [g] = await db
    .insert(goods)
    .values({
      siteId: values.siteId,
      goodsName: values.name,
      categoryId: values.categoryId,
      categoryPath: `,${values.categoryId},`,
      priceFen: values.priceFen,
      stock: values.stock,
      maxBuy: values.maxBuy ?? 0,
      maxBuyType: values.maxBuyType ?? 1,
      unit: '盒',
    })
    .returning({ goodsId: goods.goodsId });
  const [sku] = await db
    .insert(goodsSku)
    .values({
      goodsId: g!.goodsId,
      siteId: values.siteId,
      skuName: values.name,
      priceFen: values.priceFen,
      stock: values.stock,
      isDefault: true,
    })
    .returning({ skuId: goodsSku.skuId });
  return { goodsId: g!.goodsId, skuId: sku!.skuId };
}

export async function addPromotion(
  db: Db,
  siteId: number,
  kind: string,
  terms: Omit<typeof promotionGoods.$inferInsert, 'promotionId'>,
) {
  const now = Date.now();
  const [p] = await db
    .insert(promotion)
    .values({
      siteId,
      kind,
      name: `${kind} 活动`,
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 10 * DAY_MS),
    })
    .returning({ id: promotion.promotionId });
  const [pg] = await db
    .insert(promotionGoods)
    .values({ ...terms, promotionId: p!.id })
    .returning({ id: promotionGoods.id });
  return { promotionId: p!.id, promotionGoodsId: pg!.id };
}

export async function addBundle(
  db: Db,
  siteId: number,
  blPriceFen: number,
  parts: { goodsId: number; skuId: number; num: number }[],
) {
  const now = Date.now();
  const [p] = await db
    .insert(promotion)
    .values({
      siteId,
      kind: 'bundling',
      name: '组合套餐',
      startAt: new Date(now - DAY_MS),
      endAt: new Date(now + 10 * DAY_MS),
    })
    .returning({ id: promotion.promotionId });
  const [bl] = await db
    .insert(promotionBundling)
    .values({ promotionId: p!.id, siteId, blName: '感冒套餐', blPriceFen })
    .returning({ blId: promotionBundling.blId });
  await db.insert(promotionBundlingGoods).values(parts.map((x) => ({ ...x, blId: bl!.blId })));
  return bl!.blId;
}

/** A member with a token and, unless told otherwise, a default address. */
export async function addBuyer(db: Db, name: string, options: { address?: boolean } = {}) {
  seq += 1;
  const [m] = await db
    .insert(member)
    .values({
      username: `${name}${seq}`,
      passwordHash: 'x',
      nickname: name,
      invitationCode: `OC${String(seq).padStart(6, '0')}`,
    })
    .returning({ id: member.memberId });
  const memberId = m!.id;
  let addressId = 0;
  if (options.address !== false) {
    const [a] = await db
      .insert(memberAddress)
      .values({
        memberId,
        name: '张三',
        mobile: '13800000000',
        provinceId: 440000,
        cityId: 440100,
        districtId: 440106,
        address: '天河路 1 号',
        fullAddress: '广东省 广州市 天河区',
        isDefault: 1,
      })
      .returning({ id: memberAddress.id });
    addressId = a!.id;
  }
  const token = (await issueToken(db, memberId)).token;
  return { memberId, token, addressId };
}

export async function addCartLine(
  db: Db,
  values: { memberId: number; siteId: number; skuId?: number; blId?: number; num: number },
) {
  const [row] = await db
    .insert(cart)
    .values({
      memberId: values.memberId,
      siteId: values.siteId,
      skuId: values.skuId ?? null,
      blId: values.blId ?? null,
      num: values.num,
    })
    .returning({ cartId: cart.cartId });
  return row!.cartId;
}

/** A coupon type of a shop and one unused coupon of it for the member, valid now. */
export async function addCoupon(
  db: Db,
  values: Omit<typeof couponType.$inferInsert, 'couponName'> & {
    couponName?: string;
    memberId: number;
    expired?: boolean;
  },
) {
  const { memberId, expired, ...typeValues } = values;
  const [t] = await db
    .insert(couponType)
    .values({ couponName: '优惠券', ...typeValues })
    .returning({ id: couponType.couponTypeId });
  const now = Date.now();
  const [c] = await db
    .insert(memberCoupon)
    .values({
      couponTypeId: t!.id,
      memberId,
      siteId: values.siteId,
      startAt: new Date(now - (expired ? 40 : 1) * DAY_MS),
      endAt: new Date(now + (expired ? -1 : 30) * DAY_MS),
    })
    .returning({ id: memberCoupon.couponId });
  return c!.id;
}

/**
 * The figures the checkout page sends with create: those of `/api/ordercreate/calculate` for the
 * same body (the buyer's confirmation). Throws when calculate refuses.
 */
export async function confirmedFor(
  t: TestApp,
  token: string,
  body: object,
): Promise<ConfirmedPrices> {
  const res = await t.call<OrderConfirm>('/api/ordercreate/calculate', { token, ...body });
  if (res.code !== 0) throw new Error(`calculate refused: ${res.message}`);
  return confirmedPricesOf(res.data);
}

/**
 * Figures for a submit that is refused before its prices are compared (a limit, an address, a
 * stock refusal calculate would give as well): the server never looks at them.
 */
export const UNCOMPARED_CONFIRMATION: ConfirmedPrices = {
  order_money: '0.00',
  lines: [
    {
      sku_id: 1,
      bl_id: 0,
      num: 1,
      price: '0.00',
      discount_price: '0.00',
      real_goods_money: '0.00',
    },
  ],
};

/**
 * Submits `body` as the checkout page does: confirmed (calculate) right before the create call,
 * with the figures of that confirmation.
 */
export async function submitOrder<T = OrderCreated>(
  t: TestApp,
  token: string,
  body: Omit<OrderCreateBody, 'confirmed'>,
) {
  const { idempotency_key: key, ...source } = body;
  const confirmed = await confirmedFor(t, token, source);
  return t.call<T>('/api/ordercreate/create', {
    token,
    ...source,
    idempotency_key: key,
    confirmed,
  });
}
