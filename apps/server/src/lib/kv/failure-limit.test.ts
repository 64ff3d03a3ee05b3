import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { failureLimit, type FailureLimit } from './failure-limit';
import type { KeyValueStore } from './kv';
import { createMemoryKv } from './memory-kv';
import { createRedisKv } from './redis-kv';

const MINUTE = 60_000;
const RULE = { max: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE };

/** One failed check: claimed, then failed; null when the claim was refused. */
const failOnce = async (limit: FailureLimit, subject: string) => {
  const claimed = await limit.claim(subject);
  return claimed === null ? null : limit.fail(subject, claimed);
};

describe('failure limit', () => {
  let now = 0;
  const kv = createMemoryKv(() => now);
  const limit = failureLimit(kv, { name: 't', ...RULE });
  afterAll(() => kv.close());
  afterEach(async () => {
    await limit.clear('a');
    now = 0;
  });

  it('locks on the failure that reaches the limit, for the lock time from then', async () => {
    expect(await failOnce(limit, 'a')).toBe(false);
    now = 10 * MINUTE;
    expect(await failOnce(limit, 'a')).toBe(false);
    expect(await limit.isLocked('a')).toBe(false);
    now = 14 * MINUTE;
    expect(await failOnce(limit, 'a')).toBe(true);
    expect(await limit.isLocked('a')).toBe(true);
    expect(await limit.claim('a')).toBeNull();
    expect(await limit.isLocked('b')).toBe(false);
    now = 28 * MINUTE;
    expect(await limit.isLocked('a')).toBe(true);
    now = 29 * MINUTE;
    expect(await limit.isLocked('a')).toBe(false);
    // The count starts over after the lock.
    expect(await failOnce(limit, 'a')).toBe(false);
  });

  it('forgets failures older than the window', async () => {
    await failOnce(limit, 'a');
    await failOnce(limit, 'a');
    now = 15 * MINUTE;
    expect(await failOnce(limit, 'a')).toBe(false);
    expect(await limit.isLocked('a')).toBe(false);
  });

  it('clear forgets the count and lifts the lock', async () => {
    await failOnce(limit, 'a');
    await failOnce(limit, 'a');
    await limit.clear('a');
    expect(await failOnce(limit, 'a')).toBe(false);
    await failOnce(limit, 'a');
    expect(await failOnce(limit, 'a')).toBe(true);
    await limit.clear('a');
    expect(await limit.isLocked('a')).toBe(false);
  });

  it('refuses a check past the limit while the earlier ones are still being made', async () => {
    const claims = [await limit.claim('a'), await limit.claim('a'), await limit.claim('a')];
    expect(claims).toEqual([1, 2, 3]);
    expect(await limit.claim('a')).toBeNull();
    expect(await limit.fail('a', 3)).toBe(true);
    expect(await limit.claim('a')).toBeNull();
  });
});

/** 50 checks claimed at once, as 50 parallel guesses: at most `max` may be made. */
const parallelClaims = async (kv: KeyValueStore) => {
  const limit = failureLimit(kv, { name: `p-${randomBytes(4).toString('hex')}`, ...RULE });
  const claims = await Promise.all(Array.from({ length: 50 }, () => limit.claim('a')));
  return claims.filter((c) => c !== null).sort((x, y) => x - y);
};

describe('failure limit under parallel checks', () => {
  it('lets at most the limit through on the in-process store', async () => {
    const kv = createMemoryKv();
    expect(await parallelClaims(kv)).toEqual([1, 2, 3]);
    await kv.close();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)('lets at most the limit through on Redis', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
    try {
      expect(await parallelClaims(createRedisKv(redis))).toEqual([1, 2, 3]);
    } finally {
      await redis.quit();
    }
  });
});
