import { randomBytes } from 'node:crypto';
import { CHAT_MESSAGE_EVENT, CHAT_PING, CHAT_SOCKET_PATH } from '@shop/contracts/chat';
import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import { staffMay } from '@shop/contracts/staff';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isAllowedOrigin } from '../../lib/origin';
import { resolveToken, resolveStaffToken, touchStaffSession } from '../auth';
import { messagesAfter } from './chat-history.service';
import type { ChatClientOwner } from './chat-hub';
import { closeWithEvent, type ChatHubRuntime } from './chat-hub.service';
import { sendFrame, type LocalClient } from './client-registry';

/** An open servicer socket keeps its staff session from the idle expiry, written this often. */
export const SESSION_TOUCH_EVERY_MS = 60_000;
/** More than this many frames from one socket within RATE_WINDOW_MS close it (reason `rate`). */
export const RATE_MAX_FRAMES = 20;
export const RATE_WINDOW_MS = 5_000;
/** The catch-up reads this many messages per query, and sends at most CATCH_UP_MAX in all. */
const CATCH_UP_BATCH = 200;
export const CATCH_UP_MAX = 2_000;

type SocketQuery = { role?: string; last_id?: string };

/**
 * The identity behind the socket's cookie, or null when the token is missing or bad, or the staff
 * role may not use the workbench.
 */
async function identify(
  app: FastifyInstance,
  request: FastifyRequest,
  role: string | undefined,
): Promise<ChatClientOwner | null> {
  try {
    if (role === 'servicer') {
      const token = request.cookies[STAFF_TOKEN_COOKIE];
      if (!token) return null;
      const { staffId, siteId, role: staffRole } = await resolveStaffToken(app.db, token);
      if (!staffMay(staffRole, 'workbench.use')) return null;
      return { role: 'servicer', staffId, siteId };
    }
    if (role === 'member') {
      const token = request.cookies[TOKEN_COOKIE];
      if (!token) return null;
      const { memberId } = await resolveToken(app.db, token);
      return { role: 'member', memberId };
    }
  } catch {
    // A bad token is answered with the close event below.
  }
  return null;
}

/** `last_id` when it is a whole number >= 0, else null (no catch-up). */
function parseLastId(raw: string | undefined): number | null {
  if (raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** Sends the messages stored after `lastId` that the client may see, oldest first. */
async function catchUp(
  app: FastifyInstance,
  client: LocalClient,
  lastId: number,
  request: FastifyRequest,
): Promise<void> {
  const { owner } = client;
  const filter = owner.role === 'member' ? { memberId: owner.memberId } : { siteId: owner.siteId };
  let after = lastId;
  for (let sent = 0; sent < CATCH_UP_MAX;) {
    const batch = await messagesAfter(app.db, filter, after, CATCH_UP_BATCH, request.lang());
    for (const m of batch) {
      if (client.socket.readyState !== client.socket.OPEN) return;
      client.socket.send(JSON.stringify({ type: CHAT_MESSAGE_EVENT[m.content_type], data: m }));
      after = Math.max(after, m.id);
    }
    sent += batch.length;
    if (batch.length < CATCH_UP_BATCH) break;
  }
  client.caughtUpTo = after;
}

/**
 * GET /servicer/socket?role=member|servicer&last_id=N: the live chat socket (see ADR 0007).
 * Origin checked before the upgrade (403); identity from the cookie; `init` with a fresh client
 * id; then the catch-up from last_id; then live events. Client frames: `ping` only.
 */
export function registerChatSocketRoute(
  app: FastifyInstance,
  hub: ChatHubRuntime,
  allowedOrigins: readonly string[],
): void {
  app.get<{ Querystring: SocketQuery }>(
    CHAT_SOCKET_PATH,
    {
      websocket: true,
      schema: { hide: true },
      onRequest: async (request, reply) => {
        if (!isAllowedOrigin(request.headers.origin, request.host, allowedOrigins))
          return reply.code(403).type('text/plain').send('Forbidden origin');
      },
    },
    (socket: WebSocket, request) => {
      let client: LocalClient | null = null;
      // The close handler leaves a socket that closes during setup to the setup itself.
      let setupDone = false;
      let windowStart = Date.now();
      let frames = 0;
      // A servicer at work on the workbench keeps their staff session alive (ADR 0014).
      let sessionTouchedAt = 0;
      const keepSession = () => {
        const token = request.cookies[STAFF_TOKEN_COOKIE];
        if (!token || Date.now() - sessionTouchedAt < SESSION_TOUCH_EVERY_MS) return;
        sessionTouchedAt = Date.now();
        touchStaffSession(app.db, token).catch((err) => hub.logError(err, 'staff touch failed'));
      };
      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const now = Date.now();
        if (now - windowStart > RATE_WINDOW_MS) {
          windowStart = now;
          frames = 0;
        }
        frames += 1;
        if (frames > RATE_MAX_FRAMES) {
          closeWithEvent(socket, 'rate');
          return;
        }
        if (!client) return;
        client.alive = true;
        // Only `ping` means something; any other frame is ignored.
        const isPing = !isBinary && data.toString('utf8') === CHAT_PING;
        if (isPing && client.owner.role === 'servicer') {
          hub.touch(client.owner).catch((err) => hub.logError(err, 'chat touch failed'));
          keepSession();
        }
      });
      socket.on('pong', () => {
        if (!client) return;
        client.alive = true;
        hub.touch(client.owner).catch((err) => hub.logError(err, 'chat touch failed'));
        if (client.owner.role === 'servicer') keepSession();
      });
      socket.on('close', () => {
        if (client && setupDone)
          hub.removeClient(client).catch((err) => hub.logError(err, 'chat socket cleanup failed'));
      });

      void (async () => {
        const owner = await identify(app, request, request.query.role);
        if (socket.readyState !== socket.OPEN) return;
        if (!owner) {
          closeWithEvent(socket, 'token');
          return;
        }
        const joined: LocalClient = {
          clientId: randomBytes(16).toString('hex'),
          owner,
          socket,
          watched: new Set(),
          alive: true,
          pending: [],
          caughtUpTo: 0,
        };
        client = joined;
        await hub.addClient(joined);
        setupDone = true;
        if (socket.readyState !== socket.OPEN) {
          // Closed while being recorded.
          await hub.removeClient(joined);
          return;
        }
        socket.send(JSON.stringify({ type: 'init', data: { client_id: joined.clientId } }));
        const lastId = parseLastId(request.query.last_id);
        if (lastId !== null) await catchUp(app, joined, lastId, request);
        const pending = joined.pending ?? [];
        joined.pending = null;
        for (const p of pending) sendFrame(joined, p.frame, p.id);
      })().catch((err) => {
        hub.logError(err, 'chat socket setup failed');
        setupDone = true;
        if (client) client.pending = null;
        if (socket.readyState === socket.OPEN) socket.close(1011, 'server error');
      });
    },
  );
}
