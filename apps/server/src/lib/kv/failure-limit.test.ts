import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { failureLimit } from './failure-limit';
import { createMemoryKv } from './memory-kv';

const MINUTE = 60_000;

describe('failure limit', () => {
  let now = 0;
  const kv = createMemoryKv(() => now);
  const limit = failureLimit(kv, { name: 't', max: 3, windowMs: 15 * MINUTE, lockMs: 15 * MINUTE });
  afterAll(() => kv.close());
  afterEach(async () => {
    await limit.clear('a');
    now = 0;
  });

  it('locks on the failure that reaches the limit, for the lock time from then', async () => {
    expect(await limit.fail('a')).toBe(false);
    now = 10 * MINUTE;
    expect(await limit.fail('a')).toBe(false);
    expect(await limit.isLocked('a')).toBe(false);
    now = 14 * MINUTE;
    expect(await limit.fail('a')).toBe(true);
    expect(await limit.isLocked('a')).toBe(true);
    expect(await limit.isLocked('b')).toBe(false);
    now = 28 * MINUTE;
    expect(await limit.isLocked('a')).toBe(true);
    now = 29 * MINUTE;
    expect(await limit.isLocked('a')).toBe(false);
    // The count starts over after the lock.
    expect(await limit.fail('a')).toBe(false);
  });

  it('forgets failures older than the window', async () => {
    await limit.fail('a');
    await limit.fail('a');
    now = 15 * MINUTE;
    expect(await limit.fail('a')).toBe(false);
    expect(await limit.isLocked('a')).toBe(false);
  });

  it('clear forgets the count and lifts the lock', async () => {
    await limit.fail('a');
    await limit.fail('a');
    await limit.clear('a');
    expect(await limit.fail('a')).toBe(false);
    await limit.fail('a');
    expect(await limit.fail('a')).toBe(true);
    await limit.clear('a');
    expect(await limit.isLocked('a')).toBe(false);
  });
});
