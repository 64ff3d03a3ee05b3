import websocket from '@fastify/websocket';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMemoryChatBus } from './chat-bus';
import { createRedisChatBus } from './chat-bus-redis';
import { ChatHubRuntime } from './chat-hub.service';
import { registerChatSocketRoute } from './chat-socket.route';

/** Protocol-level ping to every socket; one that did not answer the previous one is dropped. */
export const SOCKET_PING_MS = 20_000;
/** How often each process re-reads the presence of the shops its sockets care about. */
export const PRESENCE_SWEEP_MS = 10_000;
/** Largest client frame accepted (a `ping` is 4 bytes). */
const MAX_FRAME_BYTES = 1024;

/** The Redis channel of one database's chat: the processes on one database share it. */
async function channelName(app: FastifyInstance): Promise<string> {
  const result: unknown = await app.db.execute(sql`select current_database() as name`);
  const rows = (result as { rows?: Array<{ name?: unknown }> }).rows ?? [];
  const name = rows[0]?.name;
  return `shop:chat:${typeof name === 'string' ? name : 'default'}`;
}

/**
 * One protocol heartbeat round: a socket that did not answer the previous ping (nor sent a frame
 * since) is dropped; the others are pinged. Also keeps the shared client records alive.
 */
export function heartbeatTick(hub: ChatHubRuntime): void {
  for (const client of [...hub.registry.all()]) {
    if (!client.alive) {
      client.socket.terminate();
      continue;
    }
    client.alive = false;
    client.socket.ping();
  }
  hub.refreshClientRecords().catch((err) => hub.logError(err, 'chat client refresh failed'));
}

/** Starts the heartbeat and the presence sweep; answers the stopper. */
function startTimers(hub: ChatHubRuntime): () => void {
  const heartbeat = setInterval(() => heartbeatTick(hub), SOCKET_PING_MS);
  heartbeat.unref();
  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    hub
      .sweepPresence()
      .catch((err) => hub.logError(err, 'chat presence sweep failed'))
      .finally(() => (sweeping = false));
  }, PRESENCE_SWEEP_MS);
  sweep.unref();
  return () => {
    clearInterval(heartbeat);
    clearInterval(sweep);
  };
}

/**
 * The live chat: decorates `app.chatHub`, opens the fan-out (Redis pub/sub when REDIS_URL is set,
 * in-process otherwise), registers the socket route and runs the heartbeat and presence timers.
 */
export const chatHubPlugin = fp<{ allowedOrigins: readonly string[] }>(
  async (app, { allowedOrigins }) => {
    const hub = new ChatHubRuntime(app.db, app.kv, app.log);
    const deliver = hub.deliver.bind(hub);
    hub.bus = app.redis
      ? await createRedisChatBus(app.redis, await channelName(app), deliver, {
          onError: (err) => hub.logError(err, 'chat bus error'),
          onResubscribed: () => hub.resync(),
        })
      : createMemoryChatBus(deliver);
    app.decorate('chatHub', hub);

    const stopTimers = startTimers(hub);
    // Added before @fastify/websocket's own preClose (which closes without a code), and runs
    // while the database and Redis are still open.
    app.addHook('preClose', async () => {
      stopTimers();
      await hub.shutdown();
    });
    app.addHook('onClose', async () => {
      await hub.bus?.close();
    });
    await app.register(websocket, {
      options: { maxPayload: MAX_FRAME_BYTES },
      // A browser vanishing mid-frame is routine, not a server error.
      errorHandler: (error, socket, request) => {
        request.log.debug({ err: error }, 'chat socket error');
        socket.terminate();
      },
    });
    registerChatSocketRoute(app, hub, allowedOrigins);
  },
  { name: 'chat-hub' },
);
