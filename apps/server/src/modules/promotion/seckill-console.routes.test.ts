import type { Page } from '@shop/contracts/common';
import type {
  ConsoleSeckill,
  ConsoleSeckillDetail,
  ConsoleSeckillTime,
  SeckillGoodsPage,
} from '@shop/contracts/promotion';
import { shanghaiDayStart } from '@shop/contracts/promotion';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promotionGoods, shop, staffAuditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { seedGoodsFixture, type GoodsFixture } from '../catalogue/goods-list.fixture';

const DAY_MS = 86_400_000;
/** A shop day (Asia/Shanghai) `n` days from today, YYYY-MM-DD. */
const dayFromToday = (n: number) =>
  new Date(shanghaiDayStart(Date.now()) + n * DAY_MS + 8 * 3_600_000).toISOString().slice(0, 10);

/** Seckill slots and seckills in the console (issue 27, ADR 0030). */
describe('console seckill (issue 27)', () => {
  let t: TestApp;
  let f: GoodsFixture;
  let operator: ConsoleSession;
  let otherShop: ConsoleSession;
  let wholeDay: number;

  beforeAll(async () => {
    t = await createTestApp();
    f = await seedGoodsFixture(t.database.db);
    await t.database.db.update(shop).set({ isOwn: true }).where(eq(shop.siteId, f.sites.own));
    operator = await consoleSession(t, { role: 'operator', siteId: f.sites.own });
    otherShop = await consoleSession(t, { role: 'admin', siteId: f.sites.other });
  });
  afterAll(() => t.close());

  const call = <T>(path: string, body: object = {}, session = operator) =>
    consolePost<T>(t, session, `/staff/api/seckill/${path}`, body);
  const lastAudit = async (action: string) =>
    (
      await t.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, action))
        .orderBy(desc(staffAuditLog.id))
        .limit(1)
    )[0];
  const zone = async () =>
    (
      await t.call<SeckillGoodsPage>('/seckill/api/seckillgoods/page', {
        seckill_time_id: wholeDay,
      })
    ).data.list.map((g) => g.sku_id);
  const goodsRow = (sku: number, price: string, extra: object = {}) => ({
    sku_id: sku,
    seckill_price: price,
    seckill_stock: 50,
    limit: 2,
    ...extra,
  });

  describe('slots', () => {
    it('adds slots that do not overlap and refuses one that does, naming it', async () => {
      const whole = await call<number>('timeadd', {
        name: '全天场',
        name_en: 'All day',
        start_time: '00:00',
        end_time: '24:00',
      });
      expect(whole.code).toBe(0);
      wholeDay = whole.data;
      const clash = await call('timeadd', {
        name: '上午场',
        start_time: '10:00',
        end_time: '12:00',
      });
      expect(clash.code).not.toBe(0);
      expect(clash.message).toContain('全天场');
      expect(clash.message).toContain('00:00-24:00');
      const list = (await call<{ list: ConsoleSeckillTime[] }>('timelists')).data.list;
      expect(list).toEqual([
        {
          id: wholeDay,
          name: '全天场',
          name_en: 'All day',
          start_time: '00:00',
          end_time: '24:00',
          sort: 0,
        },
      ]);
      expect(await lastAudit('seckill_time.add')).toMatchObject({ after: { name: '全天场' } });
    });

    it('refuses an empty range, a bad time and another shop that is not the own shop', async () => {
      expect(
        (
          await call('timeedit', {
            id: wholeDay,
            name: 'x',
            start_time: '12:00',
            end_time: '12:00',
          })
        ).message,
      ).toBe('场次的结束时间须晚于开始时间');
      expect(
        (await call('timeadd', { name: 'x', start_time: '25:00', end_time: '26:00' })).code,
      ).not.toBe(0);
      const foreign = await call(
        'timeadd',
        { name: '夜场', start_time: '22:00', end_time: '23:00' },
        otherShop,
      );
      expect(foreign.message).toContain('只有平台账号或自营店铺的员工');
      expect((await call<{ list: ConsoleSeckillTime[] }>('timelists')).data.list).toHaveLength(1);
    });
  });

  describe('seckills', () => {
    let running: number;

    it('publishes a seckill that the zone lists at once, in the console order', async () => {
      const add = await call<number>('add', {
        name: '今日秒杀',
        day: dayFromToday(0),
        time_id: wholeDay,
        goods: [
          goodsRow(f.skuOf.amoxCapsule, '9.90', { sort: 2 }),
          goodsRow(f.skuOf.amoxExact, '6.5', { sort: 1 }),
        ],
      });
      expect(add.code).toBe(0);
      running = add.data;
      expect(await zone()).toEqual([f.skuOf.amoxExact, f.skuOf.amoxCapsule]);
      const detail = (await call<ConsoleSeckillDetail>('detail', { promotion_id: running })).data;
      expect(detail).toMatchObject({ state: 'running', time_name: '全天场', goods_count: 2 });
      expect(detail.goods.map((g) => [g.sku_id, g.price, g.seckill_price, g.limit])).toEqual([
        [f.skuOf.amoxExact, '9.00', '6.50', 2],
        [f.skuOf.amoxCapsule, '12.50', '9.90', 2],
      ]);
      expect(await lastAudit('seckill.add')).toMatchObject({ targetId: String(running) });
    });

    it('refuses a price not below the SKU price, a SKU twice and another shop’s SKU', async () => {
      const base = { name: '明日秒杀', day: dayFromToday(1), time_id: wholeDay };
      const above = await call('add', {
        ...base,
        goods: [goodsRow(f.skuOf.ibuprofen, '30.00')],
      });
      expect(above.message).toContain('低于售价 ¥30.00');
      const twice = await call('add', {
        ...base,
        goods: [goodsRow(f.skuOf.ibuprofen, '20'), goodsRow(f.skuOf.ibuprofen, '21')],
      });
      expect(twice.message).toContain('不能添加两次');
      const foreign = await call('add', { ...base, goods: [goodsRow(f.skuOf.banlangen, '1')] });
      expect(foreign.message).toContain(`SKU ${f.skuOf.banlangen}`);
      const deleted = await call('add', { ...base, goods: [goodsRow(f.skuOf.deleted, '1')] });
      expect(deleted.code).not.toBe(0);
      const past = await call('add', {
        ...base,
        day: dayFromToday(-1),
        goods: [goodsRow(f.skuOf.ibuprofen, '20')],
      });
      expect(past.message).toBe('该日期的这个场次已经结束');
      const badDay = await call('add', {
        ...base,
        day: '2026-02-30',
        goods: [goodsRow(f.skuOf.ibuprofen, '20')],
      });
      expect(badDay.message).toBe('日期无效');
      const list = (await call<Page<ConsoleSeckill>>('lists')).data;
      expect(list.count).toBe(1);
    });

    it('refuses the same SKU in an overlapping published seckill, naming it; a draft waits', async () => {
      const clash = await call('add', {
        name: '重复秒杀',
        day: dayFromToday(0),
        time_id: wholeDay,
        goods: [goodsRow(f.skuOf.amoxExact, '5')],
      });
      expect(clash.message).toContain('今日秒杀');
      const draft = await call<number>('add', {
        name: '草稿秒杀',
        day: dayFromToday(0),
        time_id: wholeDay,
        goods: [goodsRow(f.skuOf.amoxExact, '5')],
        publish: false,
      });
      expect(draft.code).toBe(0);
      expect((await zone()).filter((sku) => sku === f.skuOf.amoxExact)).toHaveLength(1);
      const all = (await call<Page<ConsoleSeckill>>('lists')).data.list;
      expect(all.map((s) => [s.name, s.goods_count, s.state])).toEqual([
        ['草稿秒杀', 1, 'draft'],
        ['今日秒杀', 2, 'running'],
      ]);
      const drafts = (await call<Page<ConsoleSeckill>>('lists', { state: 'draft' })).data;
      expect(drafts.list.map((s) => s.name)).toEqual(['草稿秒杀']);
      const publish = await call('edit', {
        promotion_id: draft.data,
        name: '草稿秒杀',
        day: dayFromToday(0),
        time_id: wholeDay,
        goods: [goodsRow(f.skuOf.amoxExact, '5')],
        publish: true,
      });
      expect(publish.message).toContain('今日秒杀');
    });

    it('keeps a running seckill’s window and its sold units; another shop cannot see it', async () => {
      await t.database.db
        .update(promotionGoods)
        .set({ soldNum: 10 })
        .where(eq(promotionGoods.skuId, f.skuOf.amoxCapsule));
      const same = {
        promotion_id: running,
        name: '今日秒杀',
        day: dayFromToday(0),
        time_id: wholeDay,
      };
      const moved = await call('edit', {
        ...same,
        day: dayFromToday(1),
        goods: [goodsRow(f.skuOf.amoxCapsule, '9.90')],
      });
      expect(moved.message).toBe('进行中的秒杀不能更改日期和场次');
      const below = await call('edit', {
        ...same,
        goods: [goodsRow(f.skuOf.amoxCapsule, '9.90', { seckill_stock: 5 })],
      });
      expect(below.message).toContain('已售出 10 件');
      const edited = await call('edit', {
        ...same,
        goods: [goodsRow(f.skuOf.amoxCapsule, '8.80', { seckill_stock: 40 })],
      });
      expect(edited.code).toBe(0);
      const detail = (await call<ConsoleSeckillDetail>('detail', { promotion_id: running })).data;
      expect(detail.goods).toMatchObject([
        { sku_id: f.skuOf.amoxCapsule, seckill_price: '8.80', seckill_stock: 40, sold_num: 10 },
      ]);
      expect(await zone()).toEqual([f.skuOf.amoxCapsule]);
      expect((await call('detail', { promotion_id: running }, otherShop)).message).toBe(
        '秒杀活动不存在',
      );
      expect((await call<Page<ConsoleSeckill>>('lists', {}, otherShop)).data.count).toBe(0);
      expect((await call('close', { promotion_id: running }, otherShop)).code).not.toBe(0);
    });

    it('closes a seckill: the zone drops it at once and it can no longer change', async () => {
      expect((await call('close', { promotion_id: running })).code).toBe(0);
      expect(await zone()).toEqual([]);
      const closed = (await call<Page<ConsoleSeckill>>('lists', { state: 'closed' })).data;
      expect(closed.list.map((s) => s.promotion_id)).toEqual([running]);
      expect((await call('close', { promotion_id: running })).message).toBe(
        '已结束或已关闭的秒杀不能再修改',
      );
      expect(await lastAudit('seckill.close')).toMatchObject({ after: { status: 0 } });
    });

    it('deletes a slot only once no seckill still to end uses it', async () => {
      expect((await call('timedelete', { id: wholeDay })).message).toContain('未结束的秒杀');
    });
  });
});
