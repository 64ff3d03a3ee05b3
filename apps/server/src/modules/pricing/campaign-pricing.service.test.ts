import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, orderGoods } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  addBuyer,
  addCategory,
  addGoods,
  addPromotion,
  addShop,
} from '../order/order-create.fixtures';
import { insertTestOrder } from '../order/order.testing';
import { priceCampaignItem, type CampaignItem } from './campaign-pricing.service';
import { promotion, promotionGoods } from './promotion-terms.tables';

const DAY_MS = 86_400_000;

/** The message key a pricing refusal carries, or 'priced' when the line was priced. */
const refusalOf = (priced: Promise<unknown>) =>
  priced.then(
    () => 'priced',
    (error: unknown) => (error instanceof AppError ? error.messageKey : String(error)),
  );

describe('campaign line pricing (group buy 团购, topic goods 专题) on the pricing floor', () => {
  let t: TestApp;
  let site: number;
  let buyer: number;
  let group: { goodsId: number; skuId: number };
  let topic: { goodsId: number; skuId: number };
  let groupbuyId: number;
  let groupbuyPromotionId: number;
  let topicGoodsId: number;
  let plainSkuId: number;
  const now = () => new Date();

  const price = (item: Partial<CampaignItem> & { num: number }, memberId = buyer) =>
    priceCampaignItem(
      t.database.db,
      memberId,
      { kind: 'groupbuy', id: groupbuyId, skuId: null, ...item },
      now(),
    );

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    site = await addShop(db, {
      name: '拼团药房',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const categoryId = await addCategory(db);
    group = await addGoods(db, {
      siteId: site,
      categoryId,
      name: '阿莫西林胶囊',
      priceFen: 510,
      stock: 50,
    });
    topic = await addGoods(db, {
      siteId: site,
      categoryId,
      name: '板蓝根颗粒',
      priceFen: 5_000,
      stock: 50,
    });
    plainSkuId = (
      await addGoods(db, { siteId: site, categoryId, name: '感冒灵', priceFen: 2_000, stock: 9 })
    ).skuId;
    // ¥4.30 a box instead of ¥5.10, at least 2, at most 5 per buyer, 6 units set aside.
    const g = await addPromotion(db, site, 'groupbuy', {
      ...group,
      priceFen: 430,
      goodsMin: 2,
      goodsLimit: 5,
      stock: 6,
    });
    groupbuyId = g.promotionGoodsId;
    groupbuyPromotionId = g.promotionId;
    topicGoodsId = (
      await addPromotion(db, site, 'topic', { ...topic, skuId: null, priceFen: 4_000 })
    ).promotionGoodsId;
    buyer = (await addBuyer(db, '拼团买家')).memberId;
  });
  afterAll(() => t.close());

  it('prices a group-buy line at the group price: ¥4.30 × 2 = ¥8.60 on a ¥5.10 goods', async () => {
    const line = await price({ num: 2 });
    expect(line).toMatchObject({
      skuId: group.skuId,
      num: 2,
      unit: '盒',
      promotion: null,
      buyerLimit: null,
      valid: true,
      campaign: { kind: 'groupbuy', label: '团购', promotionId: groupbuyPromotionId, stock: 6 },
    });
    expect(line.priced).toMatchObject({
      basePriceFen: 510,
      discountPriceFen: 430,
      discountNum: 2,
      fullNum: 0,
      subtotalFen: 860,
      promotionMoneyFen: 160,
    });
  });

  it('prices a topic goods of every SKU at the topic price, on the default SKU', async () => {
    const line = await price({ kind: 'topic', id: topicGoodsId, num: 3 });
    expect(line.skuId).toBe(topic.skuId);
    expect(line.campaign).toMatchObject({ kind: 'topic', label: '专题' });
    expect(line.priced).toMatchObject({ discountPriceFen: 4_000, subtotalFen: 12_000 });
  });

  it('prices only what is left of the buyer limit at the group price', async () => {
    const db = t.database.db;
    const member = (await addBuyer(db, '已购买家')).memberId;
    const { orderId } = await insertTestOrder(t, {
      memberId: member,
      siteId: site,
      moneyFen: 1_720,
      lines: [{ ...group, num: 4, priceFen: 430, promotionType: 'groupbuy' }],
    });
    await db
      .update(orderGoods)
      .set({ promotionId: groupbuyPromotionId, promotionNum: 4 })
      .where(eq(orderGoods.orderId, orderId));
    // limit 5, 4 bought: 1 × 4.30 + 2 × 5.10
    const line = await price({ num: 3 }, member);
    expect(line.priced).toMatchObject({ discountNum: 1, fullNum: 2, subtotalFen: 1_450 });
    // Another buyer's limit is untouched: 3 × 4.30.
    expect((await price({ num: 3 })).priced.subtotalFen).toBe(1_290);
    await db.update(orderGoods).set({ promotionNum: 5 }).where(eq(orderGoods.orderId, orderId));
    expect(await refusalOf(price({ num: 2 }, member))).toBe('campaign.limit_reached');
  });

  it('prices only the units set aside that are left, then refuses when none are', async () => {
    const db = t.database.db;
    await db.update(promotionGoods).set({ soldNum: 5 }).where(eq(promotionGoods.id, groupbuyId));
    const line = await price({ num: 3 });
    expect(line.priced).toMatchObject({ discountNum: 1, fullNum: 2, subtotalFen: 1_450 });
    expect(line.campaign?.stock).toBe(1);
    await db.update(promotionGoods).set({ soldNum: 6 }).where(eq(promotionGoods.id, groupbuyId));
    expect(await refusalOf(price({ num: 2 }))).toBe('campaign.sold_out');
    await db.update(promotionGoods).set({ soldNum: 0 }).where(eq(promotionGoods.id, groupbuyId));
  });

  it('refuses below the minimum, outside the window, of another kind, SKU or goods', async () => {
    const db = t.database.db;
    expect(await refusalOf(price({ num: 1 }))).toBe('campaign.below_min');
    expect(await refusalOf(price({ id: 999_999, num: 2 }))).toBe('campaign.groupbuy_not_found');
    expect(await refusalOf(price({ id: topicGoodsId, num: 2 }))).toBe(
      'campaign.groupbuy_not_found',
    );
    expect(await refusalOf(price({ kind: 'topic', id: groupbuyId, num: 2 }))).toBe(
      'campaign.topic_goods_not_found',
    );
    expect(await refusalOf(price({ skuId: plainSkuId, num: 2 }))).toBe('campaign.sku_mismatch');
    expect(
      await refusalOf(price({ kind: 'topic', id: topicGoodsId, skuId: plainSkuId, num: 2 })),
    ).toBe('campaign.sku_mismatch');

    const move = (startDays: number, endDays: number) =>
      db
        .update(promotion)
        .set({
          startAt: new Date(Date.now() + startDays * DAY_MS),
          endAt: new Date(Date.now() + endDays * DAY_MS),
        })
        .where(eq(promotion.promotionId, groupbuyPromotionId));
    await move(1, 5);
    expect(await refusalOf(price({ num: 2 }))).toBe('campaign.not_started');
    await move(-5, -1);
    expect(await refusalOf(price({ num: 2 }))).toBe('campaign.ended');
    await move(-1, 10);

    await db.update(goods).set({ goodsState: 0 }).where(eq(goods.goodsId, group.goodsId));
    expect(await refusalOf(price({ num: 2 }))).toBe('campaign.groupbuy_not_found');
    await db.update(goods).set({ goodsState: 1 }).where(eq(goods.goodsId, group.goodsId));
    expect(await refusalOf(price({ num: 2 }))).toBe('priced');
  });
});
