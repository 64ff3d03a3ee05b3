import { spawn, type ChildProcess } from 'node:child_process';
import { Client } from 'pg';

/**
 * Two server processes of one empty shop (`SHOP_DEMO_DATA=off`) on one fresh PostgreSQL database
 * and one Redis, for the empty-shop journey (issue 25). They need TEST_DATABASE_URL and
 * TEST_REDIS_URL, as CI sets them.
 */
export const EMPTY_SHOP_ENV = {
  databaseUrl: process.env.TEST_DATABASE_URL,
  redisUrl: process.env.TEST_REDIS_URL,
};

export type ShopProcess = { baseURL: string; child: ChildProcess; output: () => string };

/** Runs one statement on the database server of `serverUrl` (creating or dropping databases). */
async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops and creates database `name` on the server of `serverUrl`; answers its URL. */
export async function freshDatabase(serverUrl: string, name: string): Promise<string> {
  await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export const dropDatabase = (serverUrl: string, name: string) =>
  onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);

/**
 * Starts `node --import tsx apps/server/src/server.ts` on `port` and waits until it answers HTTP.
 * Both processes share `dataDir`: uploads saved by one are served by the other.
 */
export async function startShop(
  port: number,
  env: { databaseUrl: string; redisUrl: string; dataDir: string },
): Promise<ShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    // The journeys run from the repository root (npm run e2e:journeys).
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: env.databaseUrl,
      REDIS_URL: env.redisUrl,
      DATA_DIR: env.dataDir,
      SHOP_DEMO_DATA: 'off',
      SHOP_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString('utf8')));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString('utf8')));
  const baseURL = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server on ${port} exited:\n${output}`);
    if (Date.now() > until) throw new Error(`server on ${port} did not start:\n${output}`);
    try {
      await fetch(`${baseURL}/api/site/info`, { method: 'POST', body: '{}' });
      return { baseURL, child, output: () => output };
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

/** The setup token a first run prints in its start log (ADR 0023), once it is there. */
export async function setupTokenOf(shop: ShopProcess): Promise<string> {
  const until = Date.now() + 30_000;
  for (;;) {
    const token = /setup token ([0-9a-f]{32})/.exec(shop.output())?.[1];
    if (token) return token;
    if (Date.now() > until) throw new Error(`no setup token printed:\n${shop.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Ends a server process and waits for it. */
export function stopShop(shop: ShopProcess | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (!shop || shop.child.exitCode !== null) return resolve();
    shop.child.once('exit', () => resolve());
    shop.child.kill('SIGTERM');
    setTimeout(() => shop.child.kill('SIGKILL'), 5_000).unref();
  });
}
