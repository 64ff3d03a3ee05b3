import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ClientRegistry, sendFrame, type LocalClient } from './client-registry';

const fakeSocket = () => {
  const sent: string[] = [];
  const socket = { OPEN: 1, readyState: 1, send: (f: string) => sent.push(f) };
  return { socket: socket as unknown as WebSocket, sent };
};

const client = (id: string, owner: LocalClient['owner']) => {
  const { socket, sent } = fakeSocket();
  const c: LocalClient = {
    clientId: id,
    owner,
    socket,
    watched: new Set(),
    alive: true,
    pending: null,
    caughtUpTo: 0,
  };
  return { c, sent };
};

describe('ClientRegistry', () => {
  it('indexes sockets by member, staff, shop and watched shop, and forgets them', () => {
    const r = new ClientRegistry();
    const m1 = client('a', { role: 'member', memberId: 7 }).c;
    const m2 = client('b', { role: 'member', memberId: 7 }).c;
    const s1 = client('c', { role: 'servicer', staffId: 3, siteId: 9 }).c;
    const s2 = client('d', { role: 'servicer', staffId: 3, siteId: 9 }).c;
    for (const c of [m1, m2, s1, s2]) r.add(c);
    r.watch(m1, 9);
    expect([...r.ofMember(7)]).toEqual([m1, m2]);
    expect([...r.servicersOf(9)]).toEqual([s1, s2]);
    expect([...r.watchersOf(9)]).toEqual([m1]);
    expect(r.presenceSites()).toEqual([9]);
    expect(r.remove(m1)).toEqual({ removed: true, lastOfStaff: false });
    expect(r.remove(m1)).toEqual({ removed: false, lastOfStaff: false });
    expect([...r.watchersOf(9)]).toEqual([]);
    expect(r.remove(s1)).toEqual({ removed: true, lastOfStaff: false });
    expect(r.remove(s2)).toEqual({ removed: true, lastOfStaff: true });
    expect(r.presenceSites()).toEqual([]);
    expect(r.size).toBe(1);
    expect(r.get('b')).toBe(m2);
  });
});

describe('sendFrame', () => {
  it('holds frames while the catch-up runs and skips messages it already sent', () => {
    const { c, sent } = client('a', { role: 'member', memberId: 1 });
    c.pending = [];
    sendFrame(c, 'm5', 5);
    sendFrame(c, 'presence');
    expect(sent).toEqual([]);
    expect(c.pending).toHaveLength(2);
    // The catch-up sent up to id 6; then the held frames are flushed.
    c.caughtUpTo = 6;
    const held = c.pending;
    c.pending = null;
    for (const p of held) sendFrame(c, p.frame, p.id);
    sendFrame(c, 'm6', 6);
    sendFrame(c, 'm7', 7);
    expect(sent).toEqual(['presence', 'm7']);
  });

  it('sends nothing to a socket that is no longer open', () => {
    const { c, sent } = client('a', { role: 'member', memberId: 1 });
    (c.socket as unknown as { readyState: number }).readyState = 3;
    sendFrame(c, 'x');
    expect(sent).toEqual([]);
  });
});
