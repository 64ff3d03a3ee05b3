import type { WebSocket } from 'ws';
import type { ChatClientOwner } from './chat-hub';

/** One socket held by this process. */
export type LocalClient = {
  clientId: string;
  owner: ChatClientOwner;
  socket: WebSocket;
  /** Shops whose `connect` (presence) this buyer's client gets (set by bind). */
  watched: Set<number>;
  /** Answered the last protocol ping (or sent a frame) since the previous check. */
  alive: boolean;
  /** While the catch-up from last_id runs, live frames wait here (null once it is done). */
  pending: Array<{ id: number; frame: string }> | null;
  /** The highest message id sent by the catch-up: a live copy of it is not sent again. */
  caughtUpTo: number;
};

const addTo = <K>(map: Map<K, Set<LocalClient>>, key: K, client: LocalClient) => {
  let set = map.get(key);
  if (!set) map.set(key, (set = new Set()));
  set.add(client);
};
const removeFrom = <K>(map: Map<K, Set<LocalClient>>, key: K, client: LocalClient) => {
  const set = map.get(key);
  if (!set) return;
  set.delete(client);
  if (set.size === 0) map.delete(key);
};
const EMPTY: ReadonlySet<LocalClient> = new Set();

/** The sockets of this process, indexed by client id, member, staff, shop and watched shop. */
export class ClientRegistry {
  private readonly byId = new Map<string, LocalClient>();
  private readonly byMember = new Map<number, Set<LocalClient>>();
  private readonly byStaff = new Map<number, Set<LocalClient>>();
  private readonly servicersBySite = new Map<number, Set<LocalClient>>();
  private readonly watchersBySite = new Map<number, Set<LocalClient>>();

  get size(): number {
    return this.byId.size;
  }

  add(client: LocalClient): void {
    this.byId.set(client.clientId, client);
    const { owner } = client;
    if (owner.role === 'member') addTo(this.byMember, owner.memberId, client);
    else {
      addTo(this.byStaff, owner.staffId, client);
      addTo(this.servicersBySite, owner.siteId, client);
    }
  }

  /** Forgets a socket; `lastOfStaff` when it was the staff's last socket on this process. */
  remove(client: LocalClient): { removed: boolean; lastOfStaff: boolean } {
    if (this.byId.get(client.clientId) !== client) return { removed: false, lastOfStaff: false };
    this.byId.delete(client.clientId);
    for (const siteId of client.watched) removeFrom(this.watchersBySite, siteId, client);
    const { owner } = client;
    if (owner.role === 'member') {
      removeFrom(this.byMember, owner.memberId, client);
      return { removed: true, lastOfStaff: false };
    }
    removeFrom(this.byStaff, owner.staffId, client);
    removeFrom(this.servicersBySite, owner.siteId, client);
    return { removed: true, lastOfStaff: !this.byStaff.has(owner.staffId) };
  }

  get(clientId: string): LocalClient | undefined {
    return this.byId.get(clientId);
  }

  watch(client: LocalClient, siteId: number): void {
    client.watched.add(siteId);
    addTo(this.watchersBySite, siteId, client);
  }

  all(): IterableIterator<LocalClient> {
    return this.byId.values();
  }

  ofMember(memberId: number): ReadonlySet<LocalClient> {
    return this.byMember.get(memberId) ?? EMPTY;
  }

  ofStaff(staffId: number): ReadonlySet<LocalClient> {
    return this.byStaff.get(staffId) ?? EMPTY;
  }

  servicersOf(siteId: number): ReadonlySet<LocalClient> {
    return this.servicersBySite.get(siteId) ?? EMPTY;
  }

  watchersOf(siteId: number): ReadonlySet<LocalClient> {
    return this.watchersBySite.get(siteId) ?? EMPTY;
  }

  /** Shops this process must keep presence fresh for: watched by a buyer or served here. */
  presenceSites(): number[] {
    return [...new Set([...this.watchersBySite.keys(), ...this.servicersBySite.keys()])];
  }
}

/**
 * Sends one serialized frame to a client. A message frame (with its id) waits while the client's
 * catch-up runs and is dropped when the catch-up already sent that message.
 */
export function sendFrame(client: LocalClient, frame: string, messageId = 0): void {
  if (client.pending) {
    client.pending.push({ id: messageId, frame });
    return;
  }
  if (messageId > 0 && messageId <= client.caughtUpTo) return;
  if (client.socket.readyState === client.socket.OPEN) client.socket.send(frame);
}
