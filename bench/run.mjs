// `npm run bench`: load figures for the hot calls of the storefront shell, each beside a bare
// Fastify route answering the same bytes precomputed (the ceiling of this machine), in one run.
// Starts its own server on a fresh embedded database with the demo data; prints a table.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PORT = Number(process.env.BENCH_PORT ?? 8300);
const CEILING_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const base = `http://127.0.0.1:${PORT}`;

const post = async (url, body = {}) => {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.text();
};

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SHOP_CAPTCHA: 'off',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/site/status`, { method: 'POST' })).ok)
        return { child, dataDir };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

const run = (url, body) =>
  autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const { child, dataDir } = await startServer();
try {
  const login = JSON.parse(
    await post('/api/login/login', { username: 'demo', password: 'demo123456' }),
  );
  const token = login.data?.token;
  if (!token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  const calls = [
    ['/api/site/info', {}],
    ['/api/goodscategory/tree', { level: 3, template: 2 }],
    ['/api/adv/detail', { keyword: 'NS_PC_INDEX' }],
    ['/api/helpclass/lists', {}],
    ['/api/member/info', { token }],
    ['/api/cart/count', { token }],
  ];

  // The ceiling: a bare Fastify answering each call's bytes, precomputed.
  const ceiling = Fastify();
  for (const [url, body] of calls) {
    const bytes = await post(url, body);
    ceiling.post(url, (_req, reply) => reply.type('application/json').send(bytes));
  }
  await ceiling.listen({ port: CEILING_PORT, host: '127.0.0.1' });

  const rows = [];
  for (const [url, body] of calls) {
    const real = await run(base + url, body);
    const bare = await run(`http://127.0.0.1:${CEILING_PORT}${url}`, body);
    rows.push({
      call: url,
      'req/s': Math.round(real.requests.average),
      'p99 ms': real.latency.p99,
      errors: real.errors + real.non2xx,
      'ceiling req/s': Math.round(bare.requests.average),
      ratio: (real.requests.average / bare.requests.average).toFixed(2),
    });
  }
  await ceiling.close();
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION}s per call, ${os.cpus().length} cores, embedded PGlite\n`,
  );
  console.table(rows);
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
