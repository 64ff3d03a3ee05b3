import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisKv } from './redis-kv';

const url = process.env.TEST_REDIS_URL;

/** Runs against the machine's Redis when TEST_REDIS_URL is set (CI sets it). */
describe.skipIf(!url)('redis key-value store', () => {
  let redis: Redis;
  const ns = `test-${randomBytes(4).toString('hex')}`;
  beforeAll(() => {
    redis = new Redis(url ?? '');
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('hands a one-time value out once, also to two racing readers', async () => {
    const kv = createRedisKv(redis);
    await kv.set(`${ns}:code`, '654321', 60_000);
    const results = await Promise.all([kv.take(`${ns}:code`), kv.take(`${ns}:code`)]);
    expect(results.filter((r) => r === '654321')).toHaveLength(1);
    expect(results).toContain(null);
  });

  it('expires values and counts within a window', async () => {
    const kv = createRedisKv(redis);
    await kv.set(`${ns}:short`, 'x', 50);
    expect(await kv.get(`${ns}:short`)).toBe('x');
    await new Promise((r) => setTimeout(r, 80));
    expect(await kv.get(`${ns}:short`)).toBeNull();
    expect(await kv.increment(`${ns}:n`, 60_000)).toBe(1);
    expect(await kv.increment(`${ns}:n`, 60_000)).toBe(2);
    expect(await redis.pttl(`shop:kv:${ns}:n`)).toBeGreaterThan(0);
  });
});
