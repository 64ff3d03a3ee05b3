import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsEvaluate, goodsSku } from '../../db/schema';
import { setConfig } from '../settings';
import { createTestApp, type TestApp } from '../../test/test-app';
import { seedGoodsFixture } from './goods-list.fixture';
import { GOODS_EVALUATE_CONFIG_KEY } from './goods-settings.service';
import { maskMemberName } from './goods-evaluate.service';

type Item = {
  evaluate_id: number;
  member_name: string;
  member_headimg: string;
  is_anonymous: boolean;
  scores: number;
  explain_type: number;
  content: string;
  images: string[];
  explain_first: string;
  create_time: number;
  spec_name: string;
};
type EvaluatePage = {
  page_count: number;
  count: number;
  list: Item[];
  counts: { total: number; good: number; middle: number; bad: number; image: number };
};

const day = (d: number) => new Date(Date.UTC(2026, 2, d, 2, 30));

describe('goods evaluations', () => {
  let t: TestApp;
  let goodsId: number;
  let otherGoodsId: number;
  const page = (body: object) => t.call<EvaluatePage>('/api/goodsevaluate/page', body);

  beforeAll(async () => {
    t = await createTestApp();
    const f = await seedGoodsFixture(t.database.db);
    const skuOf = async (skuId: number) =>
      (await t.database.db.select().from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!;
    const capsule = await skuOf(f.skuOf.amoxCapsule);
    const other = await skuOf(f.skuOf.ibuprofen);
    goodsId = capsule.goodsId;
    otherGoodsId = other.goodsId;
    const base = { goodsId, skuId: capsule.skuId };
    await t.database.db.insert(goodsEvaluate).values([
      {
        ...base,
        memberName: '康源大药房',
        scores: 5,
        content: '效期新鲜，物流快。',
        createdAt: day(1),
      },
      {
        ...base,
        memberName: '仁和医药连锁',
        memberHeadimg: '/upload/head/1.png',
        scores: 4,
        content: '包装完好，发票随货。',
        images: '/upload/ev/1.jpg,/upload/ev/2.jpg',
        explainFirst: '感谢您的支持！',
        createdAt: day(2),
      },
      {
        ...base,
        memberName: '同心诊所',
        memberHeadimg: '/upload/head/2.png',
        isAnonymous: true,
        scores: 3,
        content: '物流稍慢。',
        createdAt: day(3),
      },
      { ...base, memberName: '百姓药店', scores: 1, content: '外包装破损。', createdAt: day(4) },
      {
        ...base,
        memberName: '待审药房',
        scores: 5,
        content: '还没审核',
        isAudit: 0,
        createdAt: day(5),
      },
      {
        ...base,
        memberName: '被拒药房',
        scores: 1,
        content: '广告',
        isAudit: -1,
        createdAt: day(6),
      },
      {
        goodsId: otherGoodsId,
        skuId: other.skuId,
        memberName: '别的商品',
        scores: 5,
        content: '不是这个商品',
        createdAt: day(7),
      },
    ]);
  });
  afterAll(() => t.close());

  it('masks buyer names the way Chinese malls do', () => {
    expect(maskMemberName('康源大药房')).toBe('康***房');
    expect(maskMemberName('王五')).toBe('王***五');
    expect(maskMemberName('李')).toBe('李***');
  });

  it('lists audited evaluations of the goods, newest first, names masked, with tab counts', async () => {
    const res = await page({ goods_id: goodsId });
    expect(res.code).toBe(0);
    expect(res.data.count).toBe(4);
    expect(res.data.page_count).toBe(1);
    expect(res.data.counts).toEqual({ total: 4, good: 2, middle: 1, bad: 1, image: 1 });
    expect(res.data.list.map((i) => i.member_name)).toEqual([
      '百***店',
      '匿名用户',
      '仁***锁',
      '康***房',
    ]);
    const anonymous = res.data.list[1]!;
    expect(anonymous).toMatchObject({ is_anonymous: true, member_headimg: '', explain_type: 2 });
    expect(res.data.list[2]).toEqual({
      evaluate_id: expect.any(Number),
      sku_id: expect.any(Number),
      spec_name: '',
      member_name: '仁***锁',
      member_headimg: '/upload/head/1.png',
      is_anonymous: false,
      scores: 4,
      explain_type: 1,
      content: '包装完好，发票随货。',
      images: ['/upload/ev/1.jpg', '/upload/ev/2.jpg'],
      explain_first: '感谢您的支持！',
      create_time: day(2).getTime(),
      again_content: '',
      again_images: [],
      again_explain: '',
      again_time: null,
    });
    expect(JSON.stringify(res.data)).not.toContain('同心诊所');
    expect(JSON.stringify(res.data)).not.toContain('待审');
  });

  it('filters by grade and by pictures', async () => {
    const good = await page({ goods_id: goodsId, explain_type: 1 });
    expect(good.data.list.map((i) => i.scores)).toEqual([4, 5]);
    expect(good.data.count).toBe(2);
    expect(good.data.counts.total).toBe(4);
    expect(
      (await page({ goods_id: goodsId, explain_type: '2' })).data.list.map((i) => i.scores),
    ).toEqual([3]);
    expect(
      (await page({ goods_id: goodsId, explain_type: 3 })).data.list.map((i) => i.scores),
    ).toEqual([1]);
    expect((await page({ goods_id: goodsId, explain_type: '' })).data.count).toBe(4);
    const pictures = await page({ goods_id: goodsId, has_image: 1 });
    expect(pictures.data.list.map((i) => i.member_name)).toEqual(['仁***锁']);
    expect((await page({ goods_id: goodsId, has_image: 1, explain_type: 3 })).data.count).toBe(0);
  });

  it('pages the list and limits the page size to 50', async () => {
    const first = await page({ goods_id: goodsId, page: 1, page_size: 3 });
    expect(first.data).toMatchObject({ count: 4, page_count: 2 });
    expect(first.data.list).toHaveLength(3);
    const second = await page({ goods_id: goodsId, page: 2, page_size: 3 });
    expect(second.data.list.map((i) => i.member_name)).toEqual(['康***房']);
    const beyond = await page({ goods_id: goodsId, page: 9, page_size: 3 });
    expect(beyond.data).toMatchObject({ count: 4, page_count: 2, list: [] });
    expect((await page({ goods_id: goodsId, page_size: 50 })).code).toBe(0);
    expect((await page({ goods_id: goodsId, page_size: 51 })).code).toBe(-1);
  });

  it('refuses bad input with -1 and answers an empty page for goods without evaluations', async () => {
    for (const body of [
      {},
      { goods_id: 0 },
      { goods_id: 'abc' },
      { goods_id: 10 ** 12 },
      { goods_id: goodsId, explain_type: 4 },
      { goods_id: goodsId, explain_type: 'good' },
      { goods_id: goodsId, has_image: 2 },
      { goods_id: goodsId, page: 0 },
    ])
      expect((await page(body)).code, JSON.stringify(body)).toBe(-1);
    const none = await page({ goods_id: 99_999 });
    expect(none.data).toEqual({
      page_count: 0,
      count: 0,
      list: [],
      counts: { total: 0, good: 0, middle: 0, bad: 0, image: 0 },
    });
  });

  it('answers the evaluation setting, and hides evaluations when the mall turns them off', async () => {
    const config = await t.call('/api/goodsevaluate/config', {});
    expect(config).toMatchObject({ code: 0, data: { evaluate_show: 1, evaluate_audit: 1 } });
    await setConfig(t.database.db, GOODS_EVALUATE_CONFIG_KEY, { evaluate_show: 0 });
    try {
      expect((await t.call('/api/goodsevaluate/config', {})).data).toEqual({
        evaluate_show: 0,
        evaluate_audit: 1,
      });
      const res = await page({ goods_id: goodsId });
      expect(res.data).toMatchObject({ count: 0, list: [] });
    } finally {
      await setConfig(t.database.db, GOODS_EVALUATE_CONFIG_KEY, {
        evaluate_show: 1,
        evaluate_audit: 1,
      });
    }
  });

  it('shows anonymous buyers in the request language', async () => {
    const res = await page({ goods_id: goodsId, lang: 'en-us', explain_type: 2 });
    expect(res.data.list[0]!.member_name).toBe('Anonymous');
  });

  it('keeps other goods apart', async () => {
    const res = await page({ goods_id: otherGoodsId });
    expect(res.data.list.map((i) => i.content)).toEqual(['不是这个商品']);
    expect(res.data.counts.total).toBe(1);
  });
});
