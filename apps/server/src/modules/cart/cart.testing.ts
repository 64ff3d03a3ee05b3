import type { Db } from '../../db/client';
import {
  goods,
  goodsCategory,
  goodsSku,
  member,
  memberLabel,
  promotion,
  promotionBundling,
  promotionBundlingGoods,
  promotionGoods,
  saleControl,
  shop,
} from '../../db/schema';
import { issueToken } from '../auth';

/** Test support for the cart module (imported by tests only): goods of every promotion kind. */

const DAY_MS = 86_400_000;

type GoodsPlan = {
  name: string;
  priceFen: number;
  memberPriceFen?: number | null;
  stock: number;
  unit?: string;
  minBuy?: number;
  maxBuy?: number;
  maxBuyType?: number;
  goodsState?: number;
  siteId?: number;
};

export type CartFixture = Awaited<ReturnType<typeof seedCartFixture>>;

let memberSeq = 0;

/** A new member and a token for it. */
export async function newBuyer(db: Db, labelId: number | null = null) {
  memberSeq += 1;
  const [m] = await db
    .insert(member)
    .values({
      username: `cartbuyer${memberSeq}`,
      passwordHash: 'x',
      nickname: `买家${memberSeq}`,
      invitationCode: `CART${memberSeq}`,
      labelId,
    })
    .returning();
  return { memberId: m!.memberId, token: (await issueToken(db, m!.memberId)).token };
}

/**
 * Shops, goods and promotions with known fen values:
 * - plain 10.00 (member price 9.00, unit 盒), stock 100
 * - seckill 20.00 → 15.00, limit 3 per order
 * - discount 10.00 → 8.00 from 2 units (also in a wholesale promotion: discount wins)
 * - wholesale 10.00 (no unit): from 10 units 9.00, from 50 units 8.00 for at most 60 units; max_buy 100
 * - getfree 5.00, stock 25: from 10 units 1 more at 1.00, from 20 units 3 more at 0.50 (same SKU)
 * - getfreeOther 6.00: from 2 units 1 plain SKU at 1.00
 * - off-sale, sale-controlled (仅限诊所购买), max_buy 5 per order, min_buy 3, other-shop goods
 * - bundle: bundleA 10.00 ×1 + bundleB 20.00 ×2 per set at 35.00 (stocks 10 and 9 → 4 sets);
 *   a bundle whose promotion ended.
 */
export async function seedCartFixture(db: Db, now = new Date()) {
  const [s1, s2] = await db
    .insert(shop)
    .values([{ shopName: '康源自营店' }, { shopName: '仁和大药房' }])
    .returning();
  const [cat] = await db
    .insert(goodsCategory)
    .values({ level: 1, categoryName: '西药' })
    .returning();
  const [clinic] = await db.insert(memberLabel).values({ labelName: '诊所' }).returning();

  const addGoods = async (plan: GoodsPlan) => {
    const siteId = plan.siteId ?? s1!.siteId;
    const [g] = await db
      .insert(goods)
      .values({
        siteId,
        goodsName: plan.name,
        categoryId: cat!.categoryId,
        categoryPath: `,${cat!.categoryId},`,
        priceFen: plan.priceFen,
        stock: plan.stock,
        unit: plan.unit ?? '件',
        minBuy: plan.minBuy ?? 1,
        maxBuy: plan.maxBuy ?? 0,
        maxBuyType: plan.maxBuyType ?? 1,
        goodsState: plan.goodsState ?? 1,
      })
      .returning();
    const [sku] = await db
      .insert(goodsSku)
      .values({
        goodsId: g!.goodsId,
        siteId,
        skuName: `${plan.name} 10片/盒`,
        specName: '10片/盒',
        priceFen: plan.priceFen,
        memberPriceFen: plan.memberPriceFen ?? null,
        stock: plan.stock,
        isDefault: true,
      })
      .returning();
    return { goodsId: g!.goodsId, skuId: sku!.skuId, siteId };
  };

  const plain = await addGoods({
    name: '阿莫西林胶囊',
    priceFen: 1000,
    memberPriceFen: 900,
    stock: 100,
    unit: '盒',
  });
  const seckill = await addGoods({ name: '布洛芬缓释胶囊', priceFen: 2000, stock: 50 });
  const discount = await addGoods({ name: '维生素C片', priceFen: 1000, stock: 100 });
  const wholesale = await addGoods({
    name: '医用口罩',
    priceFen: 1000,
    stock: 1000,
    unit: '',
    maxBuy: 100,
    maxBuyType: 2,
  });
  const getfree = await addGoods({ name: '板蓝根颗粒', priceFen: 500, stock: 25 });
  const getfreeOther = await addGoods({ name: '感冒灵颗粒', priceFen: 600, stock: 100 });
  const offSale = await addGoods({ name: '停售药品', priceFen: 1000, stock: 100, goodsState: 0 });
  const controlled = await addGoods({ name: '处方药甲', priceFen: 1000, stock: 100 });
  const maxBuy = await addGoods({ name: '限购药品', priceFen: 1000, stock: 100, maxBuy: 5 });
  const minBuy = await addGoods({ name: '整件药品', priceFen: 100, stock: 100, minBuy: 3 });
  const otherShop = await addGoods({
    name: '仁和药品',
    priceFen: 1000,
    stock: 100,
    siteId: s2!.siteId,
  });
  const soldOut = await addGoods({ name: '售罄药品', priceFen: 1000, stock: 0 });
  const bundleA = await addGoods({ name: '阿司匹林肠溶片', priceFen: 1000, stock: 10 });
  const bundleB = await addGoods({ name: '复方丹参滴丸', priceFen: 2000, stock: 9 });

  await db.insert(saleControl).values({
    goodsId: controlled.goodsId,
    ruleName: '诊所专供',
    allowedLabelIds: [clinic!.labelId],
    viewPrice: true,
    notBuyMsg: '仅限诊所购买',
  });

  const running = {
    siteId: s1!.siteId,
    startAt: new Date(now.getTime() - DAY_MS),
    endAt: new Date(now.getTime() + 30 * DAY_MS),
  };
  const addPromotion = async (
    kind: string,
    rows: Partial<typeof promotionGoods.$inferInsert>[],
    window = running,
  ) => {
    const [p] = await db
      .insert(promotion)
      .values({ ...window, kind, name: `测试${kind}` })
      .returning();
    if (rows.length > 0)
      await db.insert(promotionGoods).values(
        rows.map((r) => ({
          promotionId: p!.promotionId,
          goodsId: r.goodsId!,
          ...r,
        })),
      );
    return p!.promotionId;
  };

  await addPromotion('seckill', [
    { goodsId: seckill.goodsId, skuId: seckill.skuId, priceFen: 1500, goodsLimit: 3 },
  ]);
  await addPromotion('discount', [
    { goodsId: discount.goodsId, skuId: null, priceFen: 800, goodsMin: 2 },
  ]);
  await addPromotion('wholesale', [
    {
      goodsId: wholesale.goodsId,
      skuId: wholesale.skuId,
      priceJson: [
        { num: 50, limit_num: 60, price: 800 },
        { num: 10, limit_num: 0, price: 900 },
      ],
    },
    {
      goodsId: discount.goodsId,
      skuId: discount.skuId,
      priceJson: [{ num: 1, limit_num: 0, price: 100 }],
    },
  ]);
  await addPromotion('getfree', [
    {
      goodsId: getfree.goodsId,
      skuId: getfree.skuId,
      rules: {
        is_ladder: 1,
        ladder_json: [
          { mainRang: 10, rang: 1, rangPrice: 100 },
          { mainRang: 20, rang: 3, rangPrice: 50 },
        ],
      },
    },
    {
      goodsId: getfreeOther.goodsId,
      skuId: getfreeOther.skuId,
      rules: {
        is_ladder: 0,
        ladder_json: [{ mainRang: 2, rang: 1, rangPrice: 100 }],
        exchange_sku_id: plain.skuId,
      },
    },
  ]);
  // A seckill that ended: it must not price the plain goods.
  await addPromotion('seckill', [{ goodsId: plain.goodsId, skuId: null, priceFen: 100 }], {
    ...running,
    startAt: new Date(now.getTime() - 10 * DAY_MS),
    endAt: new Date(now.getTime() - DAY_MS),
  });

  const bundlingId = await addPromotion('bundling', []);
  const endedBundlingId = await addPromotion('bundling', [], {
    ...running,
    startAt: new Date(now.getTime() - 10 * DAY_MS),
    endAt: new Date(now.getTime() - DAY_MS),
  });
  const [bundle, endedBundle] = await db
    .insert(promotionBundling)
    .values([
      {
        promotionId: bundlingId,
        siteId: s1!.siteId,
        blName: '阿司匹林+丹参 组合装',
        blPriceFen: 3500,
      },
      {
        promotionId: endedBundlingId,
        siteId: s1!.siteId,
        blName: '过期组合装',
        blPriceFen: 1000,
      },
    ])
    .returning();
  await db.insert(promotionBundlingGoods).values([
    { blId: bundle!.blId, goodsId: bundleA.goodsId, skuId: bundleA.skuId, num: 1 },
    { blId: bundle!.blId, goodsId: bundleB.goodsId, skuId: bundleB.skuId, num: 2 },
    { blId: endedBundle!.blId, goodsId: bundleA.goodsId, skuId: bundleA.skuId, num: 1 },
  ]);

  return {
    shops: { main: s1!.siteId, other: s2!.siteId },
    clinicLabelId: clinic!.labelId,
    goods: {
      plain,
      seckill,
      discount,
      wholesale,
      getfree,
      getfreeOther,
      offSale,
      controlled,
      maxBuy,
      minBuy,
      otherShop,
      soldOut,
      bundleA,
      bundleB,
    },
    bundles: { running: bundle!.blId, ended: endedBundle!.blId },
  };
}
