import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAccount, order, orderLog, orderPay } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { anyShopId, insertTestOrder } from './order.testing';
import { moneyOf, setMoney } from '../finance/member-money.testing';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'pay under concurrency (PostgreSQL)',
  () => {
    let t: TestApp;
    let token = '';
    let memberId = 0;
    let siteId = 0;

    beforeAll(async () => {
      t = await createTestApp();
      memberId = await addMember(t, { username: 'racer' });
      await setMoney(t.database.db, memberId, { balanceFen: 100_000, creditLimitFen: 100_000 });
      token = await loginToken(t, 'racer');
      siteId = await anyShopId(t);
    });
    afterAll(() => t.close());

    const race = (outTradeNo: string, payType: string) =>
      Promise.all(
        Array.from({ length: 10 }, () =>
          t.call<{ status: number }>('/api/pay/pay', {
            out_trade_no: outTradeNo,
            pay_type: payType,
            token,
          }),
        ),
      );

    it('10 concurrent balance pays of one out_trade_no charge once', async () => {
      const a = await insertTestOrder(t, { memberId, siteId, moneyFen: 30_000 });
      await insertTestOrder(t, { memberId, siteId, moneyFen: 20_000, outTradeNo: a.outTradeNo });
      const results = await race(a.outTradeNo, 'balance');
      for (const r of results) expect(r).toMatchObject({ code: 0, data: { status: 1 } });
      expect((await moneyOf(t.database.db, memberId)).balanceFen).toBe(50_000);
      const ledger = await t.database.db
        .select()
        .from(memberAccount)
        .where(eq(memberAccount.memberId, memberId));
      expect(ledger.map((r) => r.amountFen)).toEqual([-50_000]);
      const [p] = await t.database.db
        .select()
        .from(orderPay)
        .where(eq(orderPay.outTradeNo, a.outTradeNo));
      expect(p).toMatchObject({ status: 1, payMoneyFen: 50_000 });
      const logs = await t.database.db
        .select()
        .from(orderLog)
        .where(eq(orderLog.orderId, a.orderId));
      expect(logs).toHaveLength(1);
    });

    it('10 concurrent credit pays charge once; a close racing a pay leaves one consistent outcome', async () => {
      const a = await insertTestOrder(t, { memberId, siteId, moneyFen: 40_000 });
      const results = await race(a.outTradeNo, 'credit');
      expect(results.every((r) => r.code === 0)).toBe(true);
      expect((await moneyOf(t.database.db, memberId)).creditUsedFen).toBe(40_000);

      const b = await insertTestOrder(t, { memberId, siteId, moneyFen: 10_000 });
      const [closed, paid] = await Promise.all([
        t.call('/api/order/close', { order_id: b.orderId, token }),
        t.call('/api/pay/pay', { out_trade_no: b.outTradeNo, pay_type: 'balance', token }),
      ]);
      const [o] = await t.database.db.select().from(order).where(eq(order.orderId, b.orderId));
      const after = await moneyOf(t.database.db, memberId);
      if (o!.orderStatus === -1) {
        expect(closed.code).toBe(0);
        expect(paid.code).toBe(-1);
        expect(after.balanceFen).toBe(50_000);
      } else {
        expect(o!.orderStatus).toBe(1);
        expect(paid.code).toBe(0);
        expect(closed.code).toBe(-1);
        expect(after.balanceFen).toBe(40_000);
      }
    });
  },
);
