import { CHAT_MESSAGE_EVENT } from '@shop/contracts/chat';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { KeyValueStore } from '../../lib/kv/kv';
import { markServicerSeen } from '../auth';
import { parseOwner, type ChatBus, type ChatBusEvent } from './chat-bus';
import type { ChatClientOwner, ChatHub } from './chat-hub';
import { ClientRegistry, sendFrame, type LocalClient } from './client-registry';
import { expireServicer } from './presence-sweep';
import { onlineServicerIds } from './presence.service';

/** How long the shared record of a client id lives without being refreshed. */
export const CLIENT_RECORD_TTL_MS = 120_000;
/** A servicer's socket refreshes `seen_at` at most this often. */
export const TOUCH_EVERY_MS = 5_000;

const clientKey = (clientId: string) => `chat:client:${clientId}`;
const CLOSE_CODE = 4000;

/** Sends the `close` event, then closes the socket (the client must not reconnect). */
export function closeWithEvent(socket: LocalClient['socket'], reason: string): void {
  if (socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ type: 'close', data: { reason } }));
  socket.close(CLOSE_CODE, reason);
}

/**
 * The ChatHub of one process: publishes go to the bus (Redis or in-process); `deliver` hands a
 * bus event to this process's sockets. Also keeps the servicers' presence fresh.
 */
export class ChatHubRuntime implements ChatHub {
  readonly registry = new ClientRegistry();
  /** The presence last delivered here per shop (online ids joined), to send only changes. */
  private readonly lastPresence = new Map<number, string>();
  private readonly lastTouch = new Map<number, number>();
  bus: ChatBus | null = null;
  /** Set by shutdown: sockets closing from then on leave the database and Redis alone. */
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly kv: KeyValueStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  private async publish(event: ChatBusEvent): Promise<void> {
    if (!this.bus) throw new Error('chat bus not started');
    await this.bus.publish(event);
  }

  publishMessage: ChatHub['publishMessage'] = (message) =>
    this.publish({ kind: 'message', message });

  publishPresence: ChatHub['publishPresence'] = async (siteId) => {
    const ids = await onlineServicerIds(this.db, siteId);
    await this.publish({ kind: 'presence', siteId, ids });
  };

  publishSession: ChatHub['publishSession'] = (change) => this.publish({ kind: 'session', change });

  closeClients: ChatHub['closeClients'] = (target, reason) =>
    this.publish({ kind: 'close', target, reason });

  clientOwner: ChatHub['clientOwner'] = async (clientId) => {
    const local = this.registry.get(clientId);
    if (local) return local.owner;
    return parseOwner(await this.kv.get(clientKey(clientId)));
  };

  watchShop: ChatHub['watchShop'] = async (clientId, siteId) => {
    const local = this.registry.get(clientId);
    if (local) this.registry.watch(local, siteId);
    else await this.publish({ kind: 'watch', clientId, siteId });
  };

  /** Hands one bus event to the sockets of this process. */
  deliver(event: ChatBusEvent): void {
    switch (event.kind) {
      case 'message': {
        const m = event.message;
        const frame = JSON.stringify({ type: CHAT_MESSAGE_EVENT[m.content_type], data: m });
        for (const c of this.registry.ofMember(m.member_id)) sendFrame(c, frame, m.id);
        for (const c of this.registry.servicersOf(m.site_id)) sendFrame(c, frame, m.id);
        return;
      }
      case 'presence':
        this.deliverPresence(event.siteId, event.ids);
        return;
      case 'session': {
        const frame = JSON.stringify({ type: 'session', data: event.change });
        for (const c of this.registry.servicersOf(event.change.site_id)) sendFrame(c, frame);
        return;
      }
      case 'close': {
        const t = event.target;
        const clients =
          t.role === 'member'
            ? this.registry.ofMember(t.memberId)
            : this.registry.ofStaff(t.staffId);
        for (const c of [...clients]) closeWithEvent(c.socket, event.reason);
        return;
      }
      case 'watch': {
        const local = this.registry.get(event.clientId);
        if (local) this.registry.watch(local, event.siteId);
      }
    }
  }

  /** Sends `connect` to the shop's watchers and servicers here, unless nothing changed. */
  private deliverPresence(siteId: number, ids: number[]): void {
    const key = ids.join(',');
    if (this.lastPresence.get(siteId) === key) return;
    this.lastPresence.set(siteId, key);
    const frame = JSON.stringify({
      type: 'connect',
      data: { site_id: siteId, servicer_id: ids[0] ?? 0, online_count: ids.length },
    });
    const targets = new Set([
      ...this.registry.watchersOf(siteId),
      ...this.registry.servicersOf(siteId),
    ]);
    for (const c of targets) sendFrame(c, frame);
  }

  /** Records a new socket here and, shared, its owner (so a bind on another process finds it). */
  async addClient(client: LocalClient): Promise<void> {
    this.registry.add(client);
    await this.kv.set(
      clientKey(client.clientId),
      JSON.stringify(client.owner),
      CLIENT_RECORD_TTL_MS,
    );
    if (client.owner.role === 'servicer') {
      await this.touch(client.owner, true);
      await this.publishPresence(client.owner.siteId);
    }
  }

  /** Forgets a closed socket; a servicer's last socket here takes their presence down. */
  async removeClient(client: LocalClient): Promise<void> {
    if (this.closing) return;
    const { removed, lastOfStaff } = this.registry.remove(client);
    await this.kv.delete(clientKey(client.clientId));
    if (removed && lastOfStaff && client.owner.role === 'servicer') {
      this.lastTouch.delete(client.owner.staffId);
      await expireServicer(this.db, client.owner.staffId);
      await this.publishPresence(client.owner.siteId);
    }
  }

  /** A sign of life of a servicer's socket: refreshes `seen_at` at most every TOUCH_EVERY_MS. */
  async touch(owner: ChatClientOwner, force = false): Promise<void> {
    if (owner.role !== 'servicer') return;
    const now = Date.now();
    if (!force && now - (this.lastTouch.get(owner.staffId) ?? 0) < TOUCH_EVERY_MS) return;
    this.lastTouch.set(owner.staffId, now);
    await markServicerSeen(this.db, owner.staffId);
  }

  /** Keeps the shared client records of live sockets from expiring. */
  async refreshClientRecords(): Promise<void> {
    for (const c of [...this.registry.all()])
      await this.kv.set(clientKey(c.clientId), JSON.stringify(c.owner), CLIENT_RECORD_TTL_MS);
  }

  /**
   * Re-reads presence of every shop this process serves sockets for and delivers the shops whose
   * online set changed (e.g. a servicer whose heartbeat stopped expired). Local delivery only:
   * every process runs its own sweep.
   */
  async sweepPresence(): Promise<void> {
    const sites = this.registry.presenceSites();
    for (const siteId of sites) {
      const ids = await onlineServicerIds(this.db, siteId);
      // A first look delivers too (a repeat of what bind said is harmless; a change is not lost).
      this.deliverPresence(siteId, ids);
    }
    for (const siteId of this.lastPresence.keys())
      if (!sites.includes(siteId)) this.lastPresence.delete(siteId);
  }

  /**
   * Server shutdown: every socket goes away with 1001 and no `close` event (browsers reconnect
   * and catch up); the shared records go now. Presence is left to its TTL.
   */
  async shutdown(): Promise<void> {
    this.closing = true;
    for (const client of [...this.registry.all()]) {
      this.registry.remove(client);
      client.socket.close(1001, 'server restart');
      await this.kv.delete(clientKey(client.clientId));
    }
  }

  /**
   * The fan-out was interrupted (Redis subscriber reconnected): events may have been missed, so
   * every socket here is closed with 1012 and no `close` event; clients reconnect with their
   * last id and catch up from the database.
   */
  resync(): void {
    this.log.warn({ sockets: this.registry.size }, 'chat bus resubscribed: sockets reconnect');
    for (const client of [...this.registry.all()]) client.socket.close(1012, 'resync');
  }

  logError(err: unknown, what: string): void {
    this.log.warn({ err }, what);
  }
}
