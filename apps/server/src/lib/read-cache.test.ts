import { describe, expect, it, vi } from 'vitest';
import { cachedRead, invalidateReads } from './read-cache';

describe('read cache', () => {
  it('shares one load between callers until the time to live ends', async () => {
    vi.useFakeTimers();
    const db = {};
    const load = vi.fn(async () => 42);
    const [a, b] = await Promise.all([
      cachedRead(db, 'k', load, 1000),
      cachedRead(db, 'k', load, 1000),
    ]);
    expect([a, b]).toEqual([42, 42]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cachedRead(db, 'k', load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('keeps databases apart and forgets on invalidation and on failure', async () => {
    const one = {};
    const two = {};
    expect(await cachedRead(one, 'config:a', async () => 'one')).toBe('one');
    expect(await cachedRead(two, 'config:a', async () => 'two')).toBe('two');
    invalidateReads(one, 'config:');
    expect(await cachedRead(one, 'config:a', async () => 'fresh')).toBe('fresh');
    await expect(cachedRead(one, 'bad', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(await cachedRead(one, 'bad', async () => 'recovered')).toBe('recovered');
  });

  it('runs a lazy thenable (a query builder) once, however many callers await it', async () => {
    const db = {};
    let runs = 0;
    const builder = () => ({
      then<R>(resolve: (value: string) => R) {
        runs += 1;
        return Promise.resolve(resolve('rows'));
      },
    });
    expect(await cachedRead(db, 'q', builder)).toBe('rows');
    expect(await cachedRead(db, 'q', builder)).toBe('rows');
    expect(runs).toBe(1);
  });
});
