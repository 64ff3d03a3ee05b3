import type { TopicDetail, TopicGoodsDetail, TopicPage } from '@shop/contracts/promotion';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/member-demo';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';

describe('topic 专题 calls', () => {
  let t: TestApp;
  let token: string;
  let topics: TopicPage['list'];
  const page = (body: object = {}) => t.call<TopicPage>('/topic/api/topic/page', body);
  const detail = (body: object) => t.call<TopicDetail>('/topic/api/topic/detail', body);
  const goodsDetail = (body: object) =>
    t.call<TopicGoodsDetail>('/topic/api/topicgoods/detail', body);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    token = await loginToken(t, 'demo', DEMO_PASSWORD);
    topics = (await page({ page_size: 60 })).data.list;
  });
  afterAll(() => t.close());

  it('lists running topics, then upcoming ones, with banner, text and goods count', () => {
    expect(topics.map((x) => [x.name, x.status])).toEqual([
      ['冬季呼吸道健康专题', 'running'],
      ['慢病用药保障专题', 'running'],
      ['家庭常备药专题', 'not_started'],
    ]);
    for (const x of topics) {
      expect(x.remark).not.toBe('');
      expect(x.goods_count).toBeGreaterThanOrEqual(4);
    }
    expect(topics[0]!.image).toMatch(/\.svg$/);
    expect(topics[1]!.image).toBe('');
  });

  it('pages the topic list and refuses bad input', async () => {
    const one = await page({ page: 2, page_size: 2 });
    expect(one.data).toMatchObject({ count: 3, page_count: 2 });
    expect(one.data.list.map((x) => x.name)).toEqual(['家庭常备药专题']);
    expect((await page({ page_size: 0 })).code).toBe(-1);
  });

  it('gives a topic with its goods: prices for members only', async () => {
    const first = topics[0]!;
    const visitor = await detail({ topic_id: first.topic_id, page_size: 5 });
    expect(visitor.code).toBe(0);
    expect(visitor.data.topic.name).toBe(first.name);
    expect(visitor.data.goods.list).toHaveLength(5);
    expect(visitor.data.goods.count).toBe(first.goods_count);
    expect(priceKeysIn(visitor.data)).toEqual([]);
    expect(JSON.stringify(visitor.data)).not.toContain('topic_price');

    const member = await detail({ token, topic_id: first.topic_id, page: 2, page_size: 5 });
    expect(member.data.goods.list).toHaveLength(first.goods_count - 5);
    for (const g of member.data.goods.list) {
      expect(g.topic_id).toBe(first.topic_id);
      expect(Number(g.topic_price)).toBeLessThan(Number(g.goods.price));
    }
  });

  it('gives a topic goods with its topic, and refuses unknown ids', async () => {
    const first = (await detail({ token, topic_id: topics[0]!.topic_id })).data.goods.list[0]!;
    const res = await goodsDetail({ token, id: first.topic_goods_id });
    expect(res.code).toBe(0);
    expect(res.data.topic.topic_id).toBe(topics[0]!.topic_id);
    expect(res.data.topic_goods).toMatchObject({
      topic_goods_id: first.topic_goods_id,
      topic_price: first.topic_price,
    });
    expect(priceKeysIn((await goodsDetail({ id: first.topic_goods_id })).data)).toEqual([]);
    expect((await goodsDetail({ id: 999_999 })).code).toBe(-1);
    expect((await detail({ topic_id: 999_999 })).code).toBe(-1);
    expect((await detail({ topic_id: -3 })).code).toBe(-1);
    // A group buy's id is not a topic.
    const groupbuy = await t.call<{ list: { promotion_id: number; groupbuy_id: number }[] }>(
      '/groupbuy/api/goods/page',
      {},
    );
    const gb = groupbuy.data.list[0]!;
    expect((await detail({ topic_id: gb.promotion_id })).code).toBe(-1);
    expect((await goodsDetail({ id: gb.groupbuy_id })).code).toBe(-1);
  });
});
