// Starts the real server for a benchmark: production mode, a fresh embedded database seeded with
// the demo catalogue (or DATABASE_URL; grown to BENCH_SCALE SKUs when set), captcha off. Shared
// by run.mjs and lighthouse.mjs.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** POSTs JSON to the server at `base` and returns the answer's text. */
export async function post(base, url, body = {}) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.text();
}

/**
 * `BENCH_SCALE=50000`: grows the catalogue of the bench's database to that many SKUs before the
 * server starts (`npm run seed:scale`; it seeds the demo data first on an empty database, and
 * adds nothing to a kept `BENCH_DATA_DIR` or database that already holds them).
 */
function growCatalogue(env) {
  const skus = process.env.BENCH_SCALE;
  if (!skus) return;
  const startedAt = Date.now();
  const grown = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/seed-scale.ts', skus],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (grown.status !== 0) throw new Error(`seed:scale ${skus} failed`);
  console.log(`catalogue at ${skus} SKUs in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

/**
 * Starts the server on `port`; resolves once it answers. `stop()` ends it and removes its data.
 * `BENCH_DATA_DIR` reuses (and keeps) an already seeded data directory: seeding the demo
 * catalogue takes a minute or more. `DATABASE_URL` runs it on that PostgreSQL database instead.
 */
export async function startServer(port) {
  const base = `http://127.0.0.1:${port}`;
  const keep = process.env.BENCH_DATA_DIR;
  const dataDir = keep ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    SHOP_CAPTCHA: 'off',
    LOG_LEVEL: 'warn',
  };
  growCatalogue(env);
  // BENCH_PROFILE=dir: the server writes a V8 CPU profile there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  const child = spawn(
    process.execPath,
    [...profile, '--import', 'tsx', 'apps/server/src/server.ts'],
    {
      cwd: root,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const stop = () => {
    child.kill('SIGTERM');
    if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Seeding the demo catalogue on a busy machine can take a few minutes.
  for (let i = 0; i < 600 && !exited; i++) {
    try {
      if ((await fetch(`${base}/api/site/status`, { method: 'POST' })).ok) return { base, stop };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(exited ? 'server exited (is the port free?)' : 'server did not start');
}
