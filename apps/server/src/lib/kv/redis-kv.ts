import type { Redis } from 'ioredis';
import type { KeyValueStore } from './kv';

const PREFIX = 'shop:kv:';

export function createRedisKv(redis: Redis): KeyValueStore {
  return {
    set: async (key, value, ttlMs) => {
      await redis.set(PREFIX + key, value, 'PX', ttlMs);
    },
    get: (key) => redis.get(PREFIX + key),
    take: (key) => redis.getdel(PREFIX + key),
    delete: async (key) => {
      await redis.del(PREFIX + key);
    },
    increment: async (key, windowMs) => {
      const [[, count]] = (await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .exec()) as [[Error | null, number], [Error | null, number]];
      return count;
    },
    close: async () => undefined,
  };
}
