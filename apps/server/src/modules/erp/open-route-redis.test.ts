import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpKey } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consoleSession } from '../auth/staff-console.testing';
import { addShop } from '../staff/staff.testing';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';

const PING = '/open/api/v1/ping';

/**
 * Two app instances on one Redis (TEST_REDIS_URL), as two server processes behind a load balancer
 * (issue 26): a nonce used on one is refused on the other, and a key's rate is counted once.
 * Each test app has its own database, so the key is copied into the second one; both seal
 * secrets with the same ERP_SECRET_KEY, as every process of one shop must.
 */
describe.skipIf(!process.env.TEST_REDIS_URL)('the open API guard across processes', () => {
  const apps: TestApp[] = [];
  let key: TestErpKey;

  beforeAll(async () => {
    const env = {
      REDIS_URL: process.env.TEST_REDIS_URL ?? '',
      ERP_SECRET_KEY: randomBytes(32).toString('hex'),
      ERP_RATE_LIMIT_PER_MINUTE: '4',
    };
    for (let i = 0; i < 2; i += 1) apps.push(await createTestApp({ env }));
    const [a, b] = apps as [TestApp, TestApp];
    key = await createErpKey(a, { siteId: await addShop(a, '甲进程药房'), scopes: ['goods'] });
    const [row] = await a.database.db.select().from(erpKey).where(eq(erpKey.keyId, key.keyId));
    const siteB = await addShop(b, '乙进程药房');
    const staffB = await consoleSession(b, { role: 'admin', siteId: siteB });
    await b.database.db
      .insert(erpKey)
      .values({ ...row!, siteId: siteB, createdBy: staffB.staffId });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('refuses on one process a nonce used on the other, and shares the per-key rate', async () => {
    const [a, b] = apps as [TestApp, TestApp];
    const nonce = randomBytes(16).toString('hex');
    expect(await openPost(a, key, PING, {}, { nonce })).toMatchObject({ code: 0 });
    expect(await openPost(b, key, PING, {}, { nonce })).toMatchObject({
      code: -10009,
      message: 'X-Erp-Nonce 已使用过，同一密钥的随机串只能用一次',
    });
    const codes: number[] = [];
    for (let i = 0; i < 4; i += 1) codes.push((await openPost(apps[i % 2]!, key, PING)).code);
    // 1 call above + 3 here reach the limit of 4; the 4th here is the 5th in the minute.
    expect(codes).toEqual([0, 0, 0, -1]);
  });
});
