import type { ActivityPage } from '@shop/contracts/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsCategory, promotion, promotionGoods } from '../../db/schema';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addBundle, addBuyer, addGoods, addShop } from '../order/order-create.fixtures';

const DAY_MS = 86_400_000;

/** The activity zone with the campaign kinds (group buy, topic, full reduction) on own data. */
describe('/api/promotion/activity with campaigns', () => {
  let t: TestApp;
  let token: string;
  const ids: Record<string, number> = {};
  const activity = (body: object = {}) => t.call<ActivityPage>('/api/promotion/activity', body);

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const siteId = await addShop(db, {
      name: '康源自营店',
      deliveryTypes: ['express'],
      freightFen: 0,
      freeFreightFen: 0,
    });
    const [cat] = await db
      .insert(goodsCategory)
      .values({ categoryName: '中成药', level: 1 })
      .returning({ id: goodsCategory.categoryId });
    const item = (name: string) =>
      addGoods(db, { siteId, categoryId: cat!.id, name, priceFen: 2000, stock: 100 });
    const a = await item('板蓝根颗粒');
    const b = await item('连花清瘟胶囊');
    const c = await item('藿香正气水');
    const now = Date.now();
    const campaign = async (kind: string, name: string, from: number, to: number, extra = {}) => {
      const [p] = await db
        .insert(promotion)
        .values({
          siteId,
          kind,
          name,
          startAt: new Date(now + from * DAY_MS),
          endAt: new Date(now + to * DAY_MS),
          ...extra,
        })
        .returning({ id: promotion.promotionId });
      return p!.id;
    };
    const goodsOf = async (promotionId: number, goodsIds: number[]) => {
      const rows = await db
        .insert(promotionGoods)
        .values(goodsIds.map((goodsId) => ({ promotionId, goodsId, priceFen: 1500 })))
        .returning({ id: promotionGoods.id });
      return rows.map((r) => r.id);
    };
    ids.groupbuy = await campaign('groupbuy', '冬季团购', -1, 5);
    const [groupbuyA, groupbuyB] = await goodsOf(ids.groupbuy, [a.goodsId, b.goodsId]);
    ids.groupbuyA = groupbuyA!;
    ids.groupbuyB = groupbuyB!;
    ids.topic = await campaign('topic', '感冒季专题', -1, 9, {
      image: '/img/topic.png',
      remark: '感冒季常备药',
    });
    ids.topicC = (await goodsOf(ids.topic, [c.goodsId]))[0]!;
    ids.manjian = await campaign('manjian', '全店满500减30', -1, 3, { remark: '满500减30' });
    ids.endedGroupbuy = await campaign('groupbuy', '上周团购', -9, -2);
    await goodsOf(ids.endedGroupbuy, [a.goodsId]);
    ids.upcomingTopic = await campaign('topic', '下周专题', 2, 9);
    await goodsOf(ids.upcomingTopic, [b.goodsId]);
    ids.bundle = await addBundle(db, siteId, 3500, [
      { goodsId: a.goodsId, skuId: a.skuId, num: 1 },
      { goodsId: b.goodsId, skuId: b.skuId, num: 1 },
    ]);
    token = (await addBuyer(db, 'zonebuyer')).token;
  });
  afterAll(() => t.close());

  it('lists running campaigns of every kind, not ended or upcoming ones', async () => {
    const res = await activity({ page_size: 20 });
    expect(res.code).toBe(0);
    expect(res.data.list.map((p) => p.kind).sort()).toEqual(
      ['bundling', 'groupbuy', 'manjian', 'topic'].sort(),
    );
    expect(res.data.list.map((p) => p.name)).not.toContain('上周团购');
    expect(res.data.list.map((p) => p.name)).not.toContain('下周专题');
  });

  it('links group-buy and topic goods to their pages by promotion goods id', async () => {
    const groupbuy = (await activity({ kind: 'groupbuy' })).data.list;
    expect(groupbuy).toHaveLength(1);
    expect(groupbuy[0]).toMatchObject({ promotion_id: ids.groupbuy, goods_count: 2, bundles: [] });
    expect(groupbuy[0]!.goods_links.map((l) => l.page_id)).toEqual([ids.groupbuyA, ids.groupbuyB]);
    expect(groupbuy[0]!.goods_list.map((g) => g.goods_name)).toEqual([
      '板蓝根颗粒',
      '连花清瘟胶囊',
    ]);
    const topic = (await activity({ kind: 'topic' })).data.list;
    expect(topic[0]).toMatchObject({
      promotion_id: ids.topic,
      image: '/img/topic.png',
      remark: '感冒季常备药',
      goods_links: [{ page_id: ids.topicC }],
    });
  });

  it('shows a shop-wide full reduction without goods', async () => {
    const [manjian] = (await activity({ kind: 'manjian' })).data.list;
    expect(manjian).toMatchObject({ name: '全店满500减30', goods_count: 0, goods_list: [] });
  });

  it('names the bundles of a bundling promotion, with no price', async () => {
    const [bundling] = (await activity({ kind: 'bundling' })).data.list;
    expect(bundling!.bundles).toEqual([{ bl_id: ids.bundle, bl_name: '感冒套餐' }]);
  });

  it('keeps prices to members', async () => {
    const visitor = await activity({ page_size: 20 });
    expect(priceKeysIn(visitor.data)).toEqual([]);
    const member = await activity({ kind: 'groupbuy', token });
    expect(member.data.list[0]!.goods_list.every((g) => g.price !== undefined)).toBe(true);
  });

  it('refuses an unknown kind', async () => {
    expect((await activity({ kind: 'coupon' })).code).toBe(-1);
  });
});
