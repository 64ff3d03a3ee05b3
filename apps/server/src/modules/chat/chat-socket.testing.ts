import { type ChatServerEvent, CHAT_SOCKET_PATH } from '@shop/contracts/chat';
import { STAFF_TOKEN_COOKIE, TOKEN_COOKIE } from '@shop/contracts/constants';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { staff } from '../../db/schema';
import type { Db } from '../../db/client';
import { hashPassword, issueStaffToken } from '../auth';

/** Test support for the chat socket (imported by tests only). */

export type SocketProbe = {
  ws: WebSocket;
  /** Every server event received so far, in order. */
  events: ChatServerEvent[];
  /** Resolves with the close code once the socket closed. */
  closed: Promise<number>;
  /** The first event (received already or later) matching `match`; rejects after `timeoutMs`. */
  waitFor: (match: (e: ChatServerEvent) => boolean, timeoutMs?: number) => Promise<ChatServerEvent>;
  /** Message ids received, in order. */
  messageIds: () => number[];
};

/** The base http URL of a listening app. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** The cookie header of a buyer or staff token. */
export const memberCookie = (token: string) => `${TOKEN_COOKIE}=${token}`;
export const staffCookie = (token: string) => `${STAFF_TOKEN_COOKIE}=${token}`;

/** Opens the chat socket; resolves once open (rejects with the HTTP status when refused). */
export function openSocket(
  base: string,
  options: {
    role: 'member' | 'servicer';
    cookie?: string;
    origin?: string;
    lastId?: number;
    /** false: the client does not answer the server's protocol pings. */
    autoPong?: boolean;
  },
): Promise<SocketProbe> {
  const query = new URLSearchParams({ role: options.role });
  if (options.lastId !== undefined) query.set('last_id', String(options.lastId));
  const ws = new WebSocket(
    `${base.replace(/^http/, 'ws')}${CHAT_SOCKET_PATH}?${query.toString()}`,
    {
      autoPong: options.autoPong ?? true,
      headers: {
        origin: options.origin ?? base,
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
    },
  );
  const events: ChatServerEvent[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data: Buffer) => {
    events.push(JSON.parse(data.toString('utf8')) as ChatServerEvent);
    for (const w of [...waiters]) w();
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const waitFor: SocketProbe['waitFor'] = (match, timeoutMs = 5_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching event; got ${JSON.stringify(events.map((e) => e.type))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  const messageIds = () =>
    events.flatMap((e) =>
      e.type === 'string' || e.type === 'goodssku' || e.type === 'order' || e.type === 'image'
        ? [e.data.id]
        : [],
    );
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, events, closed, waitFor, messageIds }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** Opens a socket and waits for its `init`; answers the probe and the client id. */
export async function openInitialized(
  base: string,
  options: Parameters<typeof openSocket>[1],
): Promise<SocketProbe & { clientId: string }> {
  const probe = await openSocket(base, options);
  const init = await probe.waitFor((e) => e.type === 'init');
  if (init.type !== 'init') throw new Error('no init');
  return { ...probe, clientId: init.data.client_id };
}

let staffSeq = 0;

/** A servicer of a shop with a workbench token (password `demo123456`). */
export async function addServicer(
  db: Db,
  siteId: number,
  options: { online?: boolean } = {},
): Promise<{ staffId: number; token: string; username: string }> {
  staffSeq += 1;
  const username = `svc${Date.now().toString(36)}${staffSeq}`;
  const [row] = await db
    .insert(staff)
    .values({
      siteId,
      username,
      passwordHash: await hashPassword('demo123456'),
      nickname: `客服${staffSeq}`,
      online: options.online ? 1 : 0,
    })
    .returning({ staffId: staff.staffId });
  const staffId = row!.staffId;
  const { token } = await issueStaffToken(db, staffId);
  return { staffId, token, username };
}

/** Polls `check` until it is true (or throws after `timeoutMs`). */
export async function eventually(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}
