import type { ChatMessage, ChatServerEvent } from '@shop/contracts/chat';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WsClient, { WebSocketServer, type WebSocket as ServerSocket } from 'ws';
import { parseChatEvent, reconnectDelayMs, useChatSocket } from './use-chat-socket';
import { chatMessage } from '@/lib/chat-message.testing';

const message = (id: number): ChatMessage =>
  chatMessage({ id, member_id: 2, consumer_say: `m${id}`, create_time: 1_800_000_000 });

let server: WebSocketServer;
let baseUrl: string;
/** The request URL of every connection, in order. */
let urls: string[];
let sockets: ServerSocket[];
let pings: number;
let clientSeq: number;

// jsdom has no WebSocket of its own and Node's clashes with jsdom's Event: the browser API of
// the `ws` client stands in (a real socket to the real server below).
vi.stubGlobal('WebSocket', WsClient);

beforeEach(async () => {
  urls = [];
  sockets = [];
  pings = 0;
  clientSeq = 0;
  server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `ws://127.0.0.1:${(server.address() as AddressInfo).port}`;
  server.on('connection', (socket, request) => {
    urls.push(request.url ?? '');
    sockets.push(socket);
    socket.on('message', (data) => {
      if (Buffer.isBuffer(data) && data.toString('utf8') === 'ping') pings += 1;
    });
    clientSeq += 1;
    socket.send(
      JSON.stringify({ type: 'init', data: { client_id: String(clientSeq).padStart(32, 'a') } }),
    );
  });
});

afterEach(async () => {
  cleanup();
  for (const socket of sockets) socket.terminate();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function open(heartbeatMs = 0) {
  const events: ChatServerEvent[] = [];
  const hook = renderHook(() =>
    useChatSocket({
      role: 'member',
      enabled: true,
      heartbeatMs,
      baseUrl,
      onEvent: (event) => events.push(event),
    }),
  );
  return { events, hook };
}

describe('useChatSocket', () => {
  it('connects with the role, receives init and ignores unknown frames', async () => {
    const { events, hook } = open();
    await waitFor(() => expect(hook.result.current.clientId).toBe('1'.padStart(32, 'a')));
    expect(hook.result.current.status).toBe('open');
    expect(urls[0]).toBe('/servicer/socket?role=member');
    sockets[0]?.send('pong');
    sockets[0]?.send(JSON.stringify({ type: 'weird', data: {} }));
    sockets[0]?.send(JSON.stringify({ type: 'string', data: message(5) }));
    await waitFor(() => expect(events.map((e) => e.type)).toEqual(['init', 'string']));
  });

  it('sends the heartbeat text at the interval', async () => {
    const { hook } = open(40);
    await waitFor(() => expect(hook.result.current.status).toBe('open'));
    await new Promise((resolve) => setTimeout(resolve, 230));
    expect(pings).toBeGreaterThanOrEqual(3);
    expect(pings).toBeLessThanOrEqual(7);
  });

  it('sends no heartbeat when the interval is 0', async () => {
    const { hook } = open(0);
    await waitFor(() => expect(hook.result.current.status).toBe('open'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(pings).toBe(0);
  });

  it('reconnects after a drop, passing the highest message id seen as last_id', async () => {
    const { events, hook } = open();
    await waitFor(() => expect(hook.result.current.status).toBe('open'));
    sockets[0]?.send(JSON.stringify({ type: 'string', data: message(7) }));
    sockets[0]?.send(JSON.stringify({ type: 'image', data: message(12) }));
    sockets[0]?.send(JSON.stringify({ type: 'string', data: message(9) }));
    await waitFor(() => expect(events).toHaveLength(4));
    sockets[0]?.terminate();
    await waitFor(() => expect(hook.result.current.status).toBe('connecting'));
    await waitFor(() => expect(urls).toHaveLength(2), { timeout: 3000 });
    expect(urls[1]).toBe('/servicer/socket?role=member&last_id=12');
    await waitFor(() => expect(hook.result.current.clientId).toBe('2'.padStart(32, 'a')));
    expect(hook.result.current.reconnects).toBe(1);
  });

  it('does not reconnect after a close event until asked to', async () => {
    const { events, hook } = open();
    await waitFor(() => expect(hook.result.current.status).toBe('open'));
    sockets[0]?.send(JSON.stringify({ type: 'close', data: { reason: 'token' } }));
    await waitFor(() => expect(hook.result.current.status).toBe('closed'));
    expect(hook.result.current.closeReason).toBe('token');
    expect(events.at(-1)?.type).toBe('close');
    await new Promise((resolve) => setTimeout(resolve, 1300));
    expect(urls).toHaveLength(1);
    act(() => hook.result.current.reconnect());
    await waitFor(() => expect(urls).toHaveLength(2));
    await waitFor(() => expect(hook.result.current.status).toBe('open'));
    expect(hook.result.current.closeReason).toBeNull();
  });

  it('closes the socket on unmount and never reconnects', async () => {
    const { hook } = open();
    await waitFor(() => expect(hook.result.current.status).toBe('open'));
    const closed = new Promise<void>((resolve) => sockets[0]?.once('close', () => resolve()));
    hook.unmount();
    await closed;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(urls).toHaveLength(1);
  });
});

describe('socket helpers', () => {
  it('backs off 1 s, 2 s, 4 s ... at most 10 s', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('parses only known events', () => {
    expect(parseChatEvent('ping')).toBeNull();
    expect(parseChatEvent('{"type":"connect","data":{"site_id":1}}')).toBeNull();
    expect(
      parseChatEvent('{"type":"connect","data":{"site_id":1,"servicer_id":3,"online_count":1}}'),
    ).toEqual({ type: 'connect', data: { site_id: 1, servicer_id: 3, online_count: 1 } });
  });
});
