import type { Redis } from 'ioredis';
import type { ChatBus, ChatBusEvent, ChatBusHandler } from './chat-bus';

export type RedisChatBus = ChatBus & {
  /** The subscribing connection (tests break it to check the resubscribe path). */
  readonly subscriber: Redis;
};

/**
 * Several processes: events go through Redis pub/sub on `channel`. A duplicate connection
 * subscribes (a subscribed connection can run no other command). Every process, the publisher
 * included, receives each event once and delivers it to its own sockets. Events published while
 * the subscriber was away are lost to this process: `onResubscribed` runs after it is back, so
 * the caller can make its sockets catch up from the database.
 */
export async function createRedisChatBus(
  redis: Redis,
  channel: string,
  handler: ChatBusHandler,
  hooks: { onError: (err: unknown) => void; onResubscribed: () => void },
): Promise<RedisChatBus> {
  const subscriber = redis.duplicate();
  subscriber.on('error', hooks.onError);
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    let event: ChatBusEvent;
    try {
      event = JSON.parse(payload) as ChatBusEvent;
    } catch (err) {
      hooks.onError(err);
      return;
    }
    handler(event);
  });
  await subscriber.subscribe(channel);
  // ioredis subscribes again by itself after a reconnect, then reports `ready`.
  subscriber.on('ready', hooks.onResubscribed);
  return {
    subscriber,
    publish: async (event) => {
      await redis.publish(channel, JSON.stringify(event));
    },
    close: async () => {
      subscriber.disconnect();
    },
  };
}
