import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember } from '../auth/testing';
import { anyShopId, insertTestOrder } from './order.testing';
import { assignPickupCodes } from './pickup-code.repository';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Real concurrent transactions need real PostgreSQL (PGlite runs one at a time). */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'pickup codes of payments made at once (PostgreSQL, issue 17)',
  () => {
    let t: TestApp;
    let memberId = 0;
    let siteId = 0;

    beforeAll(async () => {
      t = await createTestApp();
      memberId = await addMember(t, { username: 'racer' });
      siteId = await anyShopId(t);
    });
    afterAll(() => t.close());

    it('two payments drawing the same free code at once end with different codes', async () => {
      const paid = async () =>
        (
          await insertTestOrder(t, {
            memberId,
            siteId,
            moneyFen: 1_000,
            status: 1,
            deliveryType: 'store',
          })
        ).orderId;
      const [a, b] = [await paid(), await paid()];
      // Both draw 67890123 first: the first holds it uncommitted for a while; without the lock
      // the second would not see it and take it too.
      let drawsOfB = 0;
      await Promise.all([
        t.database.db.transaction(async (tx) => {
          await assignPickupCodes(tx, [a], () => '67890123');
          await sleep(300);
        }),
        sleep(50).then(() =>
          t.database.db.transaction((tx) =>
            assignPickupCodes(tx, [b], () => (++drawsOfB === 1 ? '67890123' : '78901234')),
          ),
        ),
      ]);
      const rows = await t.database.db
        .select({ id: order.orderId, code: order.pickupCode })
        .from(order)
        .where(inArray(order.orderId, [a, b]));
      expect(new Map(rows.map((r) => [r.id, r.code]))).toEqual(
        new Map([
          [a, '67890123'],
          [b, '78901234'],
        ]),
      );
    });
  },
);
