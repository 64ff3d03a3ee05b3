import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderGoods, orderLog, orderPackage, orderPay } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import { addMember, loginToken } from '../auth/testing';
import { goodsOnSaleRefs, type GoodsRef } from '../catalogue/member-goods.testing';
import { anyShopId, insertTestOrder } from './order.testing';
import { moneyOf, setMoney } from '../finance/member-money.testing';

/** Staff racing each other (and the buyer) need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'console orders under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let token = '';
    let memberId = 0;
    let siteId = 0;
    let refs: GoodsRef[] = [];
    const s: ConsoleSession[] = [];
    const staff = (i: number, verb: string, body: object) =>
      consolePost<{ status?: number; order_status?: number; package_id?: number }>(
        t,
        s[i % s.length]!,
        `/staff/api/order/${verb}`,
        body,
      );
    const reviewing = async () => {
      const o = await insertTestOrder(t, { memberId, siteId, moneyFen: 20_000 });
      await t.database.db
        .update(orderPay)
        .set({ status: 2, payType: 'offline', voucher: '/upload/payvoucher/v.png' })
        .where(eq(orderPay.outTradeNo, o.outTradeNo));
      return o;
    };

    beforeAll(async () => {
      t = await createTestApp({ demo: true });
      memberId = await addMember(t, { username: 'racer2' });
      await setMoney(t.database.db, memberId, { balanceFen: 100_000 });
      token = await loginToken(t, 'racer2');
      siteId = await anyShopId(t);
      refs = await goodsOnSaleRefs(t, 1);
      for (let i = 0; i < 4; i++) s.push(await consoleSession(t, { role: 'admin', siteId }));
    });
    afterAll(() => t.close());

    it('ten staff confirming one voucher at once: one wins, the others are told it is handled', async () => {
      const o = await reviewing();
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => staff(i, 'confirmvoucher', { order_id: o.orderId })),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      expect(results.filter((r) => r.code !== 0).map((r) => r.message)).toEqual(
        Array.from({ length: 9 }, () => '该凭证已处理'),
      );
      const logs = await t.database.db
        .select()
        .from(orderLog)
        .where(eq(orderLog.orderId, o.orderId));
      expect(logs.map((l) => l.action).sort()).toEqual(['pay', 'voucher_confirm']);
    });

    it('a confirm racing a reject leaves one consistent outcome', async () => {
      const o = await reviewing();
      const [confirmed, rejected] = await Promise.all([
        staff(0, 'confirmvoucher', { order_id: o.orderId }),
        staff(1, 'rejectvoucher', { order_id: o.orderId, reason: '未到账' }),
      ]);
      expect([confirmed.code, rejected.code].sort()).toEqual([-1, 0]);
      const [p] = await t.database.db
        .select()
        .from(orderPay)
        .where(eq(orderPay.outTradeNo, o.outTradeNo));
      const [row] = await t.database.db.select().from(order).where(eq(order.orderId, o.orderId));
      if (confirmed.code === 0) expect([p!.status, row!.orderStatus]).toEqual([1, 1]);
      else expect([p!.status, row!.orderStatus, p!.voucherRejectReason]).toEqual([0, 0, '未到账']);
    });

    it('a buyer paying by balance while a voucher is confirmed is never charged twice', async () => {
      const o = await reviewing();
      const [confirmed, paid] = await Promise.all([
        staff(0, 'confirmvoucher', { order_id: o.orderId }),
        t.call('/api/pay/pay', { out_trade_no: o.outTradeNo, pay_type: 'balance', token }),
      ]);
      expect(confirmed.code).toBe(0);
      expect(paid.code).toBe(-1);
      expect((await moneyOf(t.database.db, memberId)).balanceFen).toBe(100_000);
    });

    it('ten staff shipping the rest of one order at once make one package', async () => {
      const o = await insertTestOrder(t, {
        memberId,
        siteId,
        moneyFen: 5_000,
        status: 1,
        payStatus: 1,
        payType: 'balance',
        lines: [{ goodsId: refs[0]!.goods_id, skuId: refs[0]!.sku_id, num: 5 }],
      });
      const [bought] = await t.database.db
        .select()
        .from(orderGoods)
        .where(eq(orderGoods.orderId, o.orderId));
      // Every unit left, from one batch (a medicine ships with its batch, issue 17).
      const goods = [
        {
          order_goods_id: bought!.orderGoodsId,
          num: 5,
          batch_no: 'B240301',
          expiry_date: '2099-12-31',
        },
      ];
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          staff(i, 'ship', {
            order_id: o.orderId,
            express_company: 'YD',
            express_no: `YD${String(i).padStart(10, '0')}`,
            goods,
          }),
        ),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      const packages = await t.database.db
        .select()
        .from(orderPackage)
        .where(eq(orderPackage.orderId, o.orderId));
      expect(packages).toHaveLength(1);
      const [line] = await t.database.db
        .select()
        .from(orderGoods)
        .where(eq(orderGoods.orderId, o.orderId));
      expect(line!.deliveryNum).toBe(5);
      const [row] = await t.database.db.select().from(order).where(eq(order.orderId, o.orderId));
      expect(row!.orderStatus).toBe(3);
    });
  },
);
