import { Redis } from 'ioredis';
import fp from 'fastify-plugin';
import type { KeyValueStore } from '../lib/kv/kv';
import { createMemoryKv } from '../lib/kv/memory-kv';
import { createRedisKv } from '../lib/kv/redis-kv';

declare module 'fastify' {
  interface FastifyInstance {
    kv: KeyValueStore;
    /** Present when REDIS_URL is set: shared rate limits, codes and chat fan-out. */
    redis: Redis | null;
  }
}

export const kvPlugin = fp<{ redisUrl: string | undefined }>(async (app, { redisUrl }) => {
  const redis = redisUrl
    ? new Redis(redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;
  redis?.on('error', (err) => app.log.warn({ err }, 'redis error'));
  const kv = redis ? createRedisKv(redis) : createMemoryKv();
  app.decorate('kv', kv);
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    await kv.close();
    await redis?.quit();
  });
});
