import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { STAFF_TOKEN_COOKIE } from '@shop/contracts/constants';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../config/env';
import { memberCookie, openInitialized, type SocketProbe } from './chat-socket.testing';

/**
 * Two real server processes on one PostgreSQL database and one Redis: the buyer's socket and
 * calls on process A, the servicer's on process B.
 */
const pgUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = Boolean(pgUrl && redisUrl);

const dbName = `shop_test_cluster_${randomBytes(4).toString('hex')}`;
const dataDir = path.join(os.tmpdir(), `shop-cluster-${randomBytes(4).toString('hex')}`);
const children: ChildProcess[] = [];

async function admin(query: string): Promise<void> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  await c.query(query);
  await c.end();
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts `node --import tsx apps/server/src/server.ts` and waits until it answers HTTP. */
async function startServer(port: number, databaseUrl: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: path.join(dataDir, String(port)),
      WEB_DIST: path.join(dataDir, 'no-web'),
      SHOP_CAPTCHA: 'off',
      SHOP_DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString('utf8')));
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 80_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`);
    if (Date.now() > until) throw new Error(`server did not start: ${stderr}`);
    try {
      await fetch(`${base}/api/site/info`, { method: 'POST', body: '{}' });
      return base;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

type Envelope<T> = { code: number; message: string; data: T };

async function post<T>(
  base: string,
  url: string,
  body: object,
  cookie?: string,
): Promise<Envelope<T> & { setCookie: string[] }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { ...((await res.json()) as Envelope<T>), setCookie: res.headers.getSetCookie() };
}

const isMessage = (id: number) => (e: { type: string; data?: unknown }) =>
  (e.data as { id?: number } | undefined)?.id === id;

let a = '';
let b = '';

beforeAll(async () => {
  if (!enabled) return;
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(pgUrl!);
  url.pathname = `/${dbName}`;
  // A seeds the fresh database first; B then starts on the seeded one.
  a = await startServer(await freePort(), url.toString());
  b = await startServer(await freePort(), url.toString());
}, 180_000);

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
        }),
    ),
  );
  if (enabled) await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await fs.rm(dataDir, { recursive: true, force: true });
}, 30_000);

describe.skipIf(!enabled)('chat across two server processes (PostgreSQL + Redis)', () => {
  it('delivers messages, presence and binds across processes', async () => {
    const login = await post<{ token: string }>(a, '/api/login/login', {
      username: 'demo',
      password: 'demo123456',
    });
    expect(login.code).toBe(0);
    const buyerCookie = memberCookie(login.data.token);
    const staffLogin = await post<{ site_id: number; staff_id: number }>(
      b,
      '/servicer/api/workbench/login',
      { username: 'service', password: 'demo123456' },
    );
    expect(staffLogin.code).toBe(0);
    const staffCookie = staffLogin.setCookie
      .find((c) => c.startsWith(`${STAFF_TOKEN_COOKIE}=`))!
      .split(';')[0]!;
    const { site_id: siteId, staff_id: staffId } = staffLogin.data;

    const buyerOnA = await openInitialized(a, { role: 'member', cookie: buyerCookie });
    const buyerOnB = await openInitialized(b, { role: 'member', cookie: buyerCookie });
    const servicerOnB = await openInitialized(b, { role: 'servicer', cookie: staffCookie });
    const sockets: SocketProbe[] = [buyerOnA, buyerOnB, servicerOnB];
    try {
      expect(
        (await post(b, '/servicer/api/workbench/online', { online: 1 }, staffCookie)).code,
      ).toBe(0);

      // Bind on A: its own socket, and the same buyer's socket held by B.
      const bindA = await post<{ servicer_id: number; online_count: number }>(
        a,
        '/servicer/api/chat/bind',
        { client_id: buyerOnA.clientId, site_id: siteId },
        buyerCookie,
      );
      expect(bindA.data).toEqual({ servicer_id: staffId, online_count: 1 });
      const bindB = await post(
        a,
        '/servicer/api/chat/bind',
        { client_id: buyerOnB.clientId, site_id: siteId },
        buyerCookie,
      );
      expect(bindB.code).toBe(0);

      // Buyer says on A -> the servicer's socket on B.
      const said = await post<{ id: number }>(
        a,
        '/servicer/api/chat/say',
        { site_id: siteId, content_type: 0, message: '跨进程你好' },
        buyerCookie,
      );
      expect(said.code).toBe(0);
      const heard = await servicerOnB.waitFor(isMessage(said.data.id));
      expect(heard.type).toBe('string');

      // Servicer replies on B -> the buyer's sockets on A and on B.
      const reply = await post<{ id: number }>(
        b,
        '/servicer/api/workbench/say',
        {
          member_id: heard.type === 'string' ? heard.data.member_id : 0,
          content_type: 0,
          message: '您好',
        },
        staffCookie,
      );
      expect(reply.code).toBe(0);
      for (const p of [buyerOnA, buyerOnB]) await p.waitFor(isMessage(reply.data.id));

      // Presence crosses too: offline on B is heard by the buyer's sockets bound through A.
      const marks = [buyerOnA.events.length, buyerOnB.events.length];
      expect(
        (await post(b, '/servicer/api/workbench/online', { online: 0 }, staffCookie)).code,
      ).toBe(0);
      for (const [i, p] of [buyerOnA, buyerOnB].entries())
        await p.waitFor(
          (e) =>
            p.events.indexOf(e) >= marks[i]! && e.type === 'connect' && e.data.online_count === 0,
        );
    } finally {
      for (const p of sockets) p.ws.close();
    }
  }, 30_000);
});
