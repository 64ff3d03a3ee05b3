import type { Floor } from '@shop/contracts/site';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pcFloor } from '../../db/schema';
import { invalidateReads } from '../../lib/read-cache';
import { priceKeysIn } from '../../test/json-keys';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginToken } from '../auth/testing';

describe('/api/pc/floors', () => {
  let t: TestApp;
  const floors = (body: object = {}) => t.call<Floor[]>('/api/pc/floors', body);

  beforeAll(async () => {
    t = await createTestApp({ demo: true });
  });
  afterAll(() => t.close());

  it('lists the demo floors in order with their content', async () => {
    const res = await floors();
    expect(res.code).toBe(0);
    expect(res.data.map((f) => [f.title, f.block_type])).toEqual([
      ['感冒用药', 'goods'],
      ['慢病用药', 'goods'],
      ['品牌活动', 'adv'],
      ['中药饮片', 'category'],
      ['医疗器械', 'category'],
      ['采购服务', 'adv'],
    ]);
    const [cold, chronic, adv, herbs] = res.data;
    if (cold?.block_type !== 'goods' || chronic?.block_type !== 'goods') throw new Error('goods');
    expect(cold.color).toBe('#E4393C');
    expect(cold.banner?.image).toBe('/demo/floor/floor-cold.svg');
    expect(cold.more).toMatchObject({ category_name: '感冒用药', level: 2 });
    expect(cold.goods_list).toHaveLength(8);
    expect(chronic.goods_list).toHaveLength(8);
    // Best sellers first: sales never rise along a single-category floor.
    const sales = cold.goods_list.map((g) => g.sale_num);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    if (adv?.block_type !== 'adv') throw new Error('adv');
    expect(adv.adv_list.map((a) => a.url)).toEqual(['/brand', '/activity']);
    if (herbs?.block_type !== 'category') throw new Error('category');
    expect(herbs.category).toMatchObject({ category_name: '中药饮片', level: 1 });
    expect(herbs.child_list.map((c) => c.category_name)).toContain('补虚药');
    expect(herbs.child_list.every((c) => c.level === 2)).toBe(true);
    expect(herbs.goods_list).toHaveLength(8);
  });

  it('sends a visitor no price, tag, label or sale control', async () => {
    const res = await floors();
    expect(priceKeysIn(res.data)).toEqual([]);
    expect(JSON.stringify(res.data)).not.toContain('sale_control');
  });

  it('shows a member prices on the same floors', async () => {
    const token = await loginToken(t, 'demo', 'demo123456');
    const res = await floors({ token });
    const first = res.data[0];
    if (first?.block_type !== 'goods') throw new Error('goods');
    expect(first.goods_list.every((g) => g.sale_control !== undefined)).toBe(true);
    expect(first.goods_list.some((g) => /^\d+\.\d{2}$/.test(g.price ?? ''))).toBe(true);
  });

  it('leaves out hidden floors and floors whose saved value is broken', async () => {
    const db = t.database.db;
    await db.update(pcFloor).set({ state: 0 }).where(eq(pcFloor.title, '品牌活动'));
    await db
      .update(pcFloor)
      .set({ value: { adverts: 'x' } })
      .where(eq(pcFloor.title, '采购服务'));
    invalidateReads(db, 'pc-floors');
    const res = await floors();
    expect(res.code).toBe(0);
    expect(res.data.map((f) => f.title)).toEqual(['感冒用药', '慢病用药', '中药饮片', '医疗器械']);
  });

  it('ignores unknown body fields and refuses a malformed token kind with -1', async () => {
    expect((await floors({ page: 'x' })).code).toBe(0);
    expect((await floors({ lang: 'fr' })).code).toBe(-1);
  });
});
