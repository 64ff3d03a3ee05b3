import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember } from '../auth/testing';
import { anyShopId, insertTestOrder } from './order.testing';
import { assignPickupCodes } from './pickup-code.repository';

/** Candidates in the order given, then the last one again. */
const drawing = (codes: string[]) => {
  let i = 0;
  return () => codes[Math.min(i++, codes.length - 1)]!;
};

describe('pickup codes are unique among orders waiting to be picked up (issue 17)', () => {
  let t: TestApp;
  let memberId = 0;
  let siteId = 0;
  const waiting = async (status = 1) =>
    (await insertTestOrder(t, { memberId, siteId, moneyFen: 1_000, status, deliveryType: 'store' }))
      .orderId;
  const codesOf = async (ids: number[]) =>
    (
      await t.database.db
        .select({ id: order.orderId, code: order.pickupCode })
        .from(order)
        .where(inArray(order.orderId, ids))
    )
      .sort((a, b) => a.id - b.id)
      .map((r) => r.code);

  beforeAll(async () => {
    t = await createTestApp();
    memberId = await addMember(t, { username: 'picker' });
    siteId = await anyShopId(t);
  });
  afterAll(() => t.close());

  it('skips a code a waiting order holds, and one drawn for another order of the payment', async () => {
    const holder = await waiting();
    await t.database.db
      .update(order)
      .set({ pickupCode: '12345678' })
      .where(eq(order.orderId, holder));
    const a = await waiting();
    const b = await waiting();
    await t.database.db.transaction((tx) =>
      assignPickupCodes(tx, [a, b], drawing(['12345678', '23456789', '23456789', '34567890'])),
    );
    expect(await codesOf([a, b])).toEqual(['23456789', '34567890']);
  });

  it('gives a code again once its order was handed over', async () => {
    const done = await waiting(10);
    await t.database.db
      .update(order)
      .set({ pickupCode: '45678901' })
      .where(eq(order.orderId, done));
    const next = await waiting();
    await t.database.db.transaction((tx) => assignPickupCodes(tx, [next], drawing(['45678901'])));
    expect(await codesOf([next])).toEqual(['45678901']);
  });

  it('gives up (rolling the payment back) rather than hand out a taken code', async () => {
    const holder = await waiting();
    await t.database.db
      .update(order)
      .set({ pickupCode: '56789012' })
      .where(eq(order.orderId, holder));
    const next = await waiting();
    await expect(
      t.database.db.transaction((tx) => assignPickupCodes(tx, [next], drawing(['56789012']))),
    ).rejects.toThrow('no free pickup code');
    expect(await codesOf([next])).toEqual(['']);
  });
});
