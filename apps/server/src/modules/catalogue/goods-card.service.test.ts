import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodsInRunningPromotion, goodsUnderRule } from '../../test/demo-goods';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';
import { loadGoodsCards } from './goods-card.service';
import { viewerOf } from '../auth';

/** Goods ids of the demo data with a given sale-control rule, and with a running promotion. */
async function demoGoods(t: TestApp) {
  const db = t.database.db;
  return {
    medical: await goodsUnderRule(db, '医疗机构专供', 3),
    chain: await goodsUnderRule(db, '连锁药店专供', 3),
    seckill: (await goodsInRunningPromotion(db, 'seckill', 2)).map((r) => r.goodsId),
  };
}

describe('goods cards: sale control and promotion labels per viewer', () => {
  let t: TestApp;
  let goods: Awaited<ReturnType<typeof demoGoods>>;
  const viewer = async (username: string) => {
    const token = await loginToken(t, username, 'demo123456');
    const me = await t.call<{ member_id: number }>('/api/member/info', { token });
    return viewerOf(t.database.db, { memberId: me.data.member_id });
  };

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
    goods = await demoGoods(t);
  });
  afterAll(() => t.close());

  it('gives a visitor no price, tag, label or sale control on any card', async () => {
    const cards = await loadGoodsCards(t.database.db, null, [
      ...goods.medical,
      ...goods.chain,
      ...goods.seckill,
    ]);
    expect(cards).toHaveLength(8);
    expect(priceKeysIn(cards)).toEqual([]);
    expect(cards.some((c) => 'sale_control' in c)).toBe(false);
  });

  it('hides the price of medical-only goods from a chain pharmacy, which may not buy them', async () => {
    const cards = await loadGoodsCards(t.database.db, await viewer('demo'), goods.medical);
    expect(cards.map((c) => c.sale_control)).toEqual(
      goods.medical.map(() => ({
        is_member_by: false,
        view_price: false,
        not_buy_msg: '仅限医疗机构采购',
      })),
    );
    expect(priceKeysIn(cards)).toEqual([]);
  });

  it('lets a clinic buy medical-only goods and see their prices', async () => {
    const cards = await loadGoodsCards(t.database.db, await viewer('demo3'), goods.medical);
    expect(cards.every((c) => c.sale_control?.is_member_by === true)).toBe(true);
    expect(cards.every((c) => /^\d+\.\d{2}$/.test(c.price ?? ''))).toBe(true);
  });

  it('shows a clinic the price of chain-only goods but does not let it buy them', async () => {
    const cards = await loadGoodsCards(t.database.db, await viewer('demo3'), goods.chain);
    expect(cards.map((c) => c.sale_control?.is_member_by)).toEqual([false, false, false]);
    expect(cards.every((c) => c.price !== undefined && c.sale_control?.view_price)).toBe(true);
    expect(cards[0]?.sale_control?.not_buy_msg).toBe('连锁药店专供');
  });

  it('labels goods of a running seckill for a member, keeping the order asked for', async () => {
    const ids = [...goods.seckill].reverse();
    const cards = await loadGoodsCards(t.database.db, await viewer('demo'), ids);
    expect(cards.map((c) => c.goods_id)).toEqual(ids);
    expect(cards.every((c) => c.promotion_labels?.includes('seckill'))).toBe(true);
  });
});
