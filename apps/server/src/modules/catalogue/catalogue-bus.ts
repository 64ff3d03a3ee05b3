import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { CatalogueChange } from './catalogue-change-apply';

/** A change on the wire: the publishing process's id, so it skips its own message. */
const MessageSchema = z.object({
  from: z.string(),
  change: z.object({
    goodsIds: z.array(z.number().int().positive()).optional(),
    categories: z.boolean().optional(),
    brands: z.boolean().optional(),
    services: z.boolean().optional(),
    promotions: z.boolean().optional(),
    configKeys: z.array(z.string().max(100)).max(20).optional(),
  }),
});

export type CatalogueBus = {
  /** Tells the other processes; a failure is reported to `onError`, never thrown. */
  publish(change: CatalogueChange): void;
  /** True while the subscribing connection is up (changes of others arrive). */
  readonly listening: boolean;
  /** The subscribing connection (tests break it to check the resubscribe path). */
  readonly subscriber: Redis;
  close(): Promise<void>;
};

export type CatalogueBusHooks = {
  /** A change published by another process. */
  onChange: (change: CatalogueChange) => void;
  onError: (err: unknown) => void;
  /** The subscriber lost its connection: changes of others no longer arrive. */
  onLost: () => void;
  /** The subscriber is back; changes published while it was away are lost to this process. */
  onResubscribed: () => void;
};

const buses = new WeakMap<object, CatalogueBus>();

/** The change bus of the application on `db`; none without REDIS_URL (one process needs none). */
export const catalogueBusOf = (db: object): CatalogueBus | undefined => buses.get(db);

/**
 * Catalogue changes between processes through Redis pub/sub on `channel` (ADR 0022), in the
 * style of the chat's bus: a duplicate connection subscribes (a subscribed connection can run no
 * other command) and ioredis subscribes again by itself after a reconnect, then reports `ready`.
 */
export async function openCatalogueBus(
  db: object,
  redis: Redis,
  channel: string,
  hooks: CatalogueBusHooks,
): Promise<CatalogueBus> {
  const self = randomUUID();
  const subscriber = redis.duplicate();
  let listening = false;
  subscriber.on('error', hooks.onError);
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    let message: z.infer<typeof MessageSchema>;
    try {
      message = MessageSchema.parse(JSON.parse(payload));
    } catch (err) {
      hooks.onError(err);
      return;
    }
    if (message.from !== self) hooks.onChange(message.change);
  });
  await subscriber.subscribe(channel);
  listening = true;
  subscriber.on('close', () => {
    if (!listening) return;
    listening = false;
    hooks.onLost();
  });
  subscriber.on('ready', () => {
    listening = true;
    hooks.onResubscribed();
  });
  const bus: CatalogueBus = {
    publish: (change) => {
      redis.publish(channel, JSON.stringify({ from: self, change })).catch(hooks.onError);
    },
    get listening() {
      return listening;
    },
    subscriber,
    close: async () => {
      buses.delete(db);
      listening = false;
      subscriber.disconnect();
    },
  };
  buses.set(db, bus);
  return bus;
}
