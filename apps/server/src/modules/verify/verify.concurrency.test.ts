import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order, orderPackage, verifyRecord } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember, loginToken } from '../auth/testing';
import { addPickupStore, addStoreVerifier } from '../catalogue/pickup-store.testing';
import { addCategory, addGoods, addShop } from '../order/order-create.fixtures';
import { fundMember, paidCodeOrder } from './verify.testing';

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'verifying one code at once (PostgreSQL, issue 17)',
  () => {
    let t: TestApp;
    const clerks: string[] = [];
    let buyer = { memberId: 0, token: '' };
    let siteId = 0;
    let storeId = 0;
    let line = { goodsId: 0, skuId: 0, num: 2 };

    beforeAll(async () => {
      t = await createTestApp();
      const db = t.database.db;
      siteId = await addShop(db, {
        name: '康源医药',
        deliveryTypes: ['store'],
        freightFen: 0,
        freeFreightFen: 0,
      });
      storeId = await addPickupStore(db, { siteId });
      const goods = await addGoods(db, {
        siteId,
        categoryId: await addCategory(db),
        name: '阿莫西林胶囊',
        priceFen: 1_000,
        stock: 100,
      });
      line = { ...goods, num: 2 };
      const buyerId = await addMember(t, { username: 'buyer' });
      await fundMember(t, buyerId);
      buyer = { memberId: buyerId, token: await loginToken(t, 'buyer') };
      for (const name of ['clerk1', 'clerk2']) {
        const id = await addMember(t, { username: name });
        await addStoreVerifier(db, { storeId, memberId: id, name });
        clerks.push(await loginToken(t, name));
      }
    });
    afterAll(() => t.close());

    it('of 8 verifies of one code at once (two clerks, repeated clicks) exactly one succeeds', async () => {
      const paid = await paidCodeOrder(t, buyer, { siteId, storeId, line });
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          t.call('/api/verify/verify', { token: clerks[i % 2], verify_code: paid.code }),
        ),
      );
      expect(results.filter((r) => r.code === 0)).toHaveLength(1);
      for (const r of results.filter((x) => x.code !== 0))
        expect(r).toMatchObject({ code: -1, message: '该核销码已核销，不能重复核销' });
      const db = t.database.db;
      expect(
        await db.select().from(verifyRecord).where(eq(verifyRecord.orderId, paid.orderId)),
      ).toHaveLength(1);
      expect(
        await db.select().from(orderPackage).where(eq(orderPackage.orderId, paid.orderId)),
      ).toHaveLength(1);
      const [o] = await db.select().from(order).where(eq(order.orderId, paid.orderId));
      expect(o!.orderStatus).toBe(10);
    });
  },
);
