import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { order } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addMember } from '../auth/testing';
import { erpOrderChanges, FEED_MARGIN_MS } from './order-erp-feed.service';
import { anyShopId, insertTestOrder } from './order.testing';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * ADR 0027: the ERP's order feed never skips a change nor hands one version out twice while
 * writers commit out of order. Each write bumps the order's buyer_message as a version counter
 * inside a transaction that waits up to 1.5 s before and after it, longer than the horizon's
 * margin, so only the oldest-running-transaction rule keeps the reader from passing it.
 * PGlite runs one query at a time and cannot show this; real PostgreSQL only.
 */
describe.skipIf(process.env.TEST_DB_KIND !== 'postgres')(
  'the ERP order feed under concurrent writes (PostgreSQL)',
  () => {
    let t: TestApp;
    let siteId = 0;
    let memberId = 0;

    beforeAll(async () => {
      t = await createTestApp();
      memberId = await addMember(t, { username: 'feedbuyer' });
      siteId = await anyShopId(t);
    });
    afterAll(() => t.close());

    it('pages every order to its last version, each version once, while 8 writers race', async () => {
      const db = t.database.db;
      const ids: number[] = [];
      for (let i = 0; i < 20; i++)
        ids.push((await insertTestOrder(t, { memberId, siteId, moneyFen: 1000 + i })).orderId);

      let writing = true;
      const writer = async (w: number) => {
        let n = 0;
        while (writing) {
          n += 1;
          await db.transaction(async (tx) => {
            // The transaction starts (and so stamps its rows) now, but writes and commits later.
            await tx.execute(sql`select 1`);
            await sleep(Math.random() * 1500);
            if (n % 5 === 0) {
              const created = await tx
                .insert(order)
                .values({
                  orderNo: `F${w}${n}${Date.now()}`.slice(0, 32),
                  outTradeNo: `T${w}${n}`,
                  memberId,
                  siteId,
                  orderName: 'feed',
                  deliveryType: 'express',
                  goodsMoneyFen: 100,
                  orderMoneyFen: 100,
                  buyerMessage: '1',
                })
                .returning({ id: order.orderId });
              ids.push(created[0]!.id);
            } else {
              const id = ids[Math.floor(Math.random() * ids.length)]!;
              await tx
                .update(order)
                .set({
                  buyerMessage: sql`(coalesce(nullif(${order.buyerMessage}, ''), '0')::int + 1)::text`,
                })
                .where(eq(order.orderId, id));
            }
            await sleep(Math.random() * 300);
          });
        }
      };

      const seen = new Map<number, number[]>();
      let cursor = '';
      let pages = 0;
      const readPage = async () => {
        const page = await erpOrderChanges(db, siteId, { cursor, limit: 7 });
        pages += 1;
        for (const o of page.list) {
          const version = Number(o.buyer_message || '0');
          seen.set(o.order_id, [...(seen.get(o.order_id) ?? []), version]);
        }
        cursor = page.next_cursor;
        return page.has_more;
      };
      const reader = async () => {
        while (writing) {
          await readPage();
          await sleep(20);
        }
      };

      const writers = Array.from({ length: 8 }, (_, w) => writer(w));
      const reading = reader();
      await sleep(6000);
      writing = false;
      await Promise.all([...writers, reading]);
      // Once every writer has committed, the horizon passes them all after the margin.
      await sleep(FEED_MARGIN_MS + 200);
      while (await readPage());

      const final = await db
        .select({ id: order.orderId, message: order.buyerMessage })
        .from(order)
        .where(eq(order.siteId, siteId));
      expect(pages).toBeGreaterThan(50);
      expect(final.length).toBeGreaterThan(20);
      for (const row of final) {
        const versions = seen.get(row.id) ?? [];
        // Never the same version twice, always newer than the last one handed out ...
        for (let i = 1; i < versions.length; i++)
          expect(versions[i]!).toBeGreaterThan(versions[i - 1]!);
        // ... and the last one handed out is the order as it stands: no change was skipped.
        expect(versions.at(-1)).toBe(Number(row.message || '0'));
      }
      expect([...seen.values()].flat().length).toBeGreaterThan(final.length);
    }, 60_000);
  },
);
