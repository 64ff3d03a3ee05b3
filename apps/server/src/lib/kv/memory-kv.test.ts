import { describe, expect, it } from 'vitest';
import { createMemoryKv } from './memory-kv';

describe('memory key-value store', () => {
  it('expires values after their time to live', async () => {
    let t = 1000;
    const kv = createMemoryKv(() => t);
    await kv.set('a', 'x', 500);
    expect(await kv.get('a')).toBe('x');
    t = 1500;
    expect(await kv.get('a')).toBeNull();
    await kv.close();
  });

  it('hands a one-time value out once', async () => {
    const kv = createMemoryKv();
    await kv.set('code', '123456', 60_000);
    expect(await kv.take('code')).toBe('123456');
    expect(await kv.take('code')).toBeNull();
    await kv.close();
  });

  it('counts within a window and starts over after it', async () => {
    let t = 0;
    const kv = createMemoryKv(() => t);
    expect(await kv.increment('n', 100)).toBe(1);
    expect(await kv.increment('n', 100)).toBe(2);
    t = 100;
    expect(await kv.increment('n', 100)).toBe(1);
    await kv.close();
  });
});
