import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../config/env';

/**
 * Real server processes on one fresh PostgreSQL database and one Redis (tests of what crosses
 * processes: chat fan-out, catalogue change events). Needs TEST_DB_KIND=postgres,
 * TEST_DATABASE_URL and TEST_REDIS_URL; `clusterEnabled` says whether they are set.
 */
const pgUrl = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const redisUrl = process.env.TEST_REDIS_URL;
export const clusterEnabled = Boolean(pgUrl && redisUrl);

export type ServerCluster = {
  /** Each process's base URL, in start order (the first seeded the database). */
  bases: string[];
  /** The shared database's URL (for a test's own reads). */
  databaseUrl: string;
  stop: () => Promise<void>;
};

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
async function startServer(
  port: number,
  databaseUrl: string,
  dataDir: string,
  children: ChildProcess[],
): Promise<string> {
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

/**
 * Creates a database and starts `count` servers on it with the demo data: the first seeds the
 * fresh database, the others then start on the seeded one.
 */
export async function startServerCluster(count: number): Promise<ServerCluster> {
  const dbName = `shop_test_cluster_${randomBytes(4).toString('hex')}`;
  const dataDir = path.join(os.tmpdir(), `shop-cluster-${randomBytes(4).toString('hex')}`);
  const children: ChildProcess[] = [];
  await admin(`CREATE DATABASE ${dbName}`);
  const url = new URL(pgUrl!);
  url.pathname = `/${dbName}`;
  const stop = async () => {
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
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const bases: string[] = [];
  try {
    for (let i = 0; i < count; i++)
      bases.push(await startServer(await freePort(), url.toString(), dataDir, children));
  } catch (err) {
    await stop();
    throw err;
  }
  return { bases, databaseUrl: url.toString(), stop };
}

export type Envelope<T> = { code: number; message: string; data: T };

/** POSTs JSON to a server of the cluster; answers the envelope and the cookies it set. */
export async function postTo<T>(
  base: string,
  url: string,
  body: object,
  headers: Record<string, string> = {},
): Promise<Envelope<T> & { setCookie: string[] }> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { ...((await res.json()) as Envelope<T>), setCookie: res.headers.getSetCookie() };
}
