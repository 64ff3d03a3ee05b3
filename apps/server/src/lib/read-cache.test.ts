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

  it('answers the stale value while one read replaces it past the time to live', async () => {
    vi.useFakeTimers();
    const db = {};
    let answer = 'old';
    let release: () => void = () => undefined;
    const load = vi.fn(() =>
      answer === 'old'
        ? Promise.resolve(answer)
        : new Promise<string>((r) => (release = () => r(answer))),
    );
    expect(await cachedRead(db, 'k', load, 1000)).toBe('old');
    answer = 'new';
    vi.advanceTimersByTime(1001);
    // Past the time to live: answered at once with the old value, one read started for all.
    expect(await cachedRead(db, 'k', load, 1000)).toBe('old');
    expect(await cachedRead(db, 'k', load, 1000)).toBe('old');
    expect(load).toHaveBeenCalledTimes(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(await cachedRead(db, 'k', load, 1000)).toBe('new');
    expect(load).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('drops a replacing read that an invalidation overtook, keeps the stale value on failure', async () => {
    vi.useFakeTimers();
    const db = {};
    expect(await cachedRead(db, 'k', async () => 'v1', 1000)).toBe('v1');
    vi.advanceTimersByTime(1001);
    let release: () => void = () => undefined;
    const slow = new Promise<string>((r) => (release = () => r('before the write')));
    expect(await cachedRead(db, 'k', () => slow, 1000)).toBe('v1');
    invalidateReads(db, 'k');
    expect(await cachedRead(db, 'k', async () => 'after the write', 1000)).toBe('after the write');
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(await cachedRead(db, 'k', async () => 'unused', 1000)).toBe('after the write');
    vi.advanceTimersByTime(1001);
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await cachedRead(db, 'k', failing, 1000)).toBe('after the write');
    await vi.advanceTimersByTimeAsync(0);
    expect(await cachedRead(db, 'k', async () => 'recovered', 1000)).toBe('after the write');
    await vi.advanceTimersByTimeAsync(0);
    expect(await cachedRead(db, 'k', async () => 'unused', 1000)).toBe('recovered');
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
