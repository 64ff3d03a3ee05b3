// The chat socket under load: `npm run bench:chat`. Figures, not a test (see README.md).
// One server process on a fresh PostgreSQL database; BENCH_CHAT_BUYERS (1000) buyer sockets,
// each its own member, beating `ping` every 1500 ms, bound to the demo servicer's shop; one
// servicer socket; then BENCH_CHAT_SENDERS (200) random buyers `say` BENCH_CHAT_MESSAGES (3)
// messages each and the delay until the servicer's socket hears each one is measured.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { WebSocket } from 'ws';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const BUYERS = Number(env.BENCH_CHAT_BUYERS ?? 1000);
const SENDERS = Math.min(Number(env.BENCH_CHAT_SENDERS ?? 200), BUYERS);
const MESSAGES = Number(env.BENCH_CHAT_MESSAGES ?? 3);
const HEARTBEAT_MS = 1500;
/** A sender's pause between two messages, from..to ms (people typing). */
const GAP_MS = (env.BENCH_CHAT_GAP_MS ?? '3000-8000').split('-').map(Number);
const PORT = Number(env.BENCH_PORT ?? 8392);
const ADMIN_URL =
  env.BENCH_DATABASE_URL ?? env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = env.BENCH_REDIS_URL; // set it to measure the Redis fan-out path
const base = `http://127.0.0.1:${PORT}`;
const origin = base;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  await c.query(sql);
  await c.end();
}

async function post(url, body, cookie) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return { json: await res.json(), setCookie: res.headers.getSetCookie() };
}

/** Runs `fn` over `items` with at most `limit` in flight. */
async function pool(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

function startServer(databaseUrl, dataDir) {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      'tsx',
      '--import',
      './bench/chat-mem-probe.mjs',
      'apps/server/src/server.ts',
    ],
    {
      cwd: root,
      env: {
        PATH: env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(PORT),
        DATABASE_URL: databaseUrl,
        ...(REDIS_URL ? { REDIS_URL } : {}),
        DATA_DIR: dataDir,
        WEB_DIST: path.join(dataDir, 'no-web'),
        SHOP_CAPTCHA: 'off',
        SHOP_DEMO_DATA: 'on',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const memory = () =>
    new Promise((resolve) => {
      const onMessage = (m) => {
        if (m?.type !== 'mem') return;
        child.off('message', onMessage);
        resolve(m);
      };
      child.on('message', onMessage);
      child.send('mem');
    });
  /** User + system CPU seconds of the server so far. */
  const cpuSeconds = () => {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  };
  return { child, memory, cpuSeconds };
}

async function waitUp(child) {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error('server exited (is the port free?)');
    try {
      if ((await fetch(`${base}/api/site/status`, { method: 'POST' })).status < 500) return;
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  throw new Error('server did not start');
}

/** Inserts `count` members with one token each (token `bench-token-<i>`, stored hashed). */
async function insertBuyers(databaseUrl, count) {
  const c = new pg.Client({ connectionString: databaseUrl });
  await c.connect();
  const { rows } = await c.query(
    `with m as (
       insert into member (username, password_hash, nickname, invitation_code)
       select 'bench' || i, 'x', '压测买家' || i, 'BCH' || lpad(i::text, 7, '0')
       from generate_series(1, $1::int) as i
       returning member_id, username)
     insert into member_token (member_id, token_hash, expires_at)
     select member_id, encode(sha256(convert_to('bench-token-' || substr(username, 6), 'UTF8')), 'hex'),
            now() + interval '1 day'
     from m
     returning member_id`,
    [count],
  );
  await c.end();
  return rows.length;
}

const stats = {
  unexpectedCloses: 0,
  reconnects: 0,
  closeEvents: 0,
  openFailures: 0,
  bindFailures: 0,
};

/** A buyer's socket with its heartbeat; reconnects with last_id after an unexpected close. */
function buyerSocket(i, onEvent) {
  const cookie = `shop_token=bench-token-${i}`;
  const state = { cookie, clientId: null, lastId: 0, ws: null, stopped: false, timer: null };
  const open = () =>
    new Promise((resolve) => {
      const q = state.lastId ? `&last_id=${state.lastId}` : '';
      const ws = new WebSocket(`ws://127.0.0.1:${PORT}/servicer/socket?role=member${q}`, {
        headers: { origin, cookie },
      });
      state.ws = ws;
      let closedByServer = false;
      ws.on('message', (raw) => {
        const event = JSON.parse(raw.toString());
        if (event.type === 'init') {
          state.clientId = event.data.client_id;
          resolve(true);
        } else if (event.type === 'close') {
          closedByServer = true;
          stats.closeEvents += 1;
        } else if (event.data?.id) state.lastId = Math.max(state.lastId, event.data.id);
        onEvent(event);
      });
      ws.on('error', () => resolve(false));
      ws.on('close', () => {
        clearInterval(state.timer);
        if (state.stopped || closedByServer) return;
        stats.unexpectedCloses += 1;
        stats.reconnects += 1;
        setTimeout(() => void open(), 1000);
      });
      ws.on('open', () => {
        // Spread the heartbeats over the interval like independent browsers.
        setTimeout(() => {
          state.timer = setInterval(
            () => ws.readyState === ws.OPEN && ws.send('ping'),
            HEARTBEAT_MS,
          );
        }, Math.random() * HEARTBEAT_MS);
      });
    });
  state.open = open;
  state.stop = () => {
    state.stopped = true;
    clearInterval(state.timer);
    state.ws?.close();
  };
  return state;
}

const pct = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);

async function main() {
  const dbName = `shop_bench_chat_${randomBytes(4).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-chat-'));
  const url = new URL(ADMIN_URL);
  url.pathname = `/${dbName}`;
  await admin(`CREATE DATABASE ${dbName}`);
  const server = startServer(url.toString(), dataDir);
  const sockets = [];
  let servicerWs = null;
  try {
    const t0 = Date.now();
    await waitUp(server.child);
    console.log(`server up (migrated, demo seeded) in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const inserted = await insertBuyers(url.toString(), BUYERS);

    // The servicer: log in, open the workbench socket, go online.
    const login = await post('/servicer/api/workbench/login', {
      username: 'service',
      password: 'demo123456',
    });
    if (login.json.code !== 0) throw new Error(`servicer login: ${login.json.message}`);
    const staffCookie = login.setCookie
      .find((c) => c.startsWith('shop_staff_token='))
      .split(';')[0];
    const siteId = login.json.data.site_id;
    const heard = new Map(); // text -> time the servicer's socket received it
    let servicerMessages = 0;
    servicerWs = new WebSocket(`ws://127.0.0.1:${PORT}/servicer/socket?role=servicer`, {
      headers: { origin, cookie: staffCookie },
    });
    servicerWs.on('message', (raw) => {
      const now = performance.now();
      const event = JSON.parse(raw.toString());
      if (event.type === 'string') {
        servicerMessages += 1;
        heard.set(event.data.consumer_say, now);
      }
    });
    await new Promise((r) => servicerWs.once('open', r));
    const servicerBeat = setInterval(() => servicerWs.send('ping'), HEARTBEAT_MS);
    await post('/servicer/api/workbench/online', { online: 1 }, staffCookie);

    await sleep(1000);
    const before = await server.memory();

    // 1,000 buyer sockets: open, init, bind to the shop.
    let echoes = 0;
    const tOpen = performance.now();
    await pool(
      Array.from({ length: BUYERS }, (_, k) => k + 1),
      50,
      async (i) => {
        const s = buyerSocket(i, (e) => {
          if (e.type === 'string') echoes += 1;
        });
        sockets.push(s);
        if (!(await s.open())) {
          stats.openFailures += 1;
          return;
        }
        const bind = await post(
          '/servicer/api/chat/bind',
          { client_id: s.clientId, site_id: siteId },
          s.cookie,
        );
        if (bind.json.code !== 0 || bind.json.data.servicer_id === 0) stats.bindFailures += 1;
      },
    );
    const openSeconds = (performance.now() - tOpen) / 1000;

    // Heartbeats only: 10 s of CPU, then memory.
    await sleep(2000);
    const cpu0 = server.cpuSeconds();
    await sleep(10_000);
    const idleCpu = (server.cpuSeconds() - cpu0) / 10;
    const after = await server.memory();

    // Say, paced like people typing: SENDERS random buyers, MESSAGES each, GAP_MS apart.
    const senders = sockets
      .map((s, k) => k + 1)
      .sort(() => Math.random() - 0.5)
      .slice(0, SENDERS);
    const say = (i, text, sent, answers) => {
      const start = performance.now();
      sent.set(text, start);
      return post(
        '/servicer/api/chat/say',
        { site_id: siteId, content_type: 0, message: text },
        sockets[i - 1].cookie,
      ).then((res) => {
        answers.push(performance.now() - start);
        return res.json.code === 0 ? 0 : 1;
      });
    };
    const settle = async (sent) => {
      const until = Date.now() + 20_000;
      while ([...sent.keys()].some((t) => !heard.has(t)) && Date.now() < until) await sleep(50);
    };
    const phase = async (name, run) => {
      const sent = new Map();
      const answers = [];
      const cpu0 = server.cpuSeconds();
      const t0 = performance.now();
      const failures = (await run(sent, answers)).reduce((a, b) => a + b, 0);
      await settle(sent);
      const wall = (performance.now() - t0) / 1000;
      const lat = [...sent]
        .filter(([t]) => heard.has(t))
        .map(([t, at]) => heard.get(t) - at)
        .sort((a, b) => a - b);
      answers.sort((a, b) => a - b);
      return {
        name,
        sent: sent.size,
        lat,
        answers,
        failures,
        lost: sent.size - lat.length,
        wall,
        cpu: server.cpuSeconds() - cpu0,
      };
    };
    const paced = await phase('paced', (sent, answers) =>
      Promise.all(
        senders.map(async (i) => {
          let failed = 0;
          await sleep(Math.random() * GAP_MS[1]);
          for (let k = 0; k < MESSAGES; k++) {
            if (k > 0) await sleep(GAP_MS[0] + Math.random() * (GAP_MS[1] - GAP_MS[0]));
            failed += await say(i, `压测 ${i}-${k}`, sent, answers);
          }
          return failed;
        }),
      ),
    );
    // Burst: every sender says one more message at the same moment (the store's throughput).
    const burst = await phase('burst', (sent, answers) =>
      Promise.all(senders.map((i) => say(i, `突发 ${i}`, sent, answers))),
    );
    clearInterval(servicerBeat);
    const ms = (v) => v.toFixed(1);
    const dist = (xs) =>
      xs.length
        ? `${[50, 90, 99].map((p) => ms(pct(xs, p))).join(' / ')} / ${ms(xs.at(-1))} ms`
        : 'n/a';

    const perConnRss = (after.rss - before.rss) / BUYERS;
    const perConnHeap = (after.heapUsed - before.heapUsed) / BUYERS;
    const perConnExternal = (after.external - before.external) / BUYERS;
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const rows = [
      ['buyer sockets (members inserted)', `${BUYERS} (${inserted})`],
      ['open + init + bind, all sockets', `${openSeconds.toFixed(1)} s`],
      ['server CPU, heartbeats only (1 core = 100%)', `${(idleCpu * 100).toFixed(1)} %`],
      ['server RSS before / after sockets', `${mb(before.rss)} / ${mb(after.rss)} MB`],
      ['server heap used before / after', `${mb(before.heapUsed)} / ${mb(after.heapUsed)} MB`],
      [
        'memory per connection: heap / external / RSS',
        `${(perConnHeap / 1024).toFixed(1)} / ${(perConnExternal / 1024).toFixed(1)} / ${(perConnRss / 1024).toFixed(1)} KB`,
      ],
      [
        `paced: messages (senders x messages, ${GAP_MS.join('-')} ms apart)`,
        `${paced.sent} (${SENDERS} x ${MESSAGES}) in ${paced.wall.toFixed(1)} s`,
      ],
      ['paced: say -> servicer socket p50/p90/p99/max', dist(paced.lat)],
      ['paced: say HTTP answer p50/p90/p99/max', dist(paced.answers)],
      [
        'burst: messages at once',
        `${burst.sent} in ${burst.wall.toFixed(1)} s = ${(burst.sent / burst.wall).toFixed(0)} msg/s`,
      ],
      ['burst: say -> servicer socket p50/p90/p99/max', dist(burst.lat)],
      ['server CPU paced / burst', `${paced.cpu.toFixed(1)} s / ${burst.cpu.toFixed(1)} s`],
      ['messages the servicer heard (all kinds)', String(servicerMessages)],
      ["echoes to the buyers' own sockets", `${echoes} of ${paced.sent + burst.sent}`],
      [
        'lost (never heard) / say failures',
        `${paced.lost + burst.lost} / ${paced.failures + burst.failures}`,
      ],
      ['open / bind failures', `${stats.openFailures} / ${stats.bindFailures}`],
      [
        'unexpected closes / reconnects / close events',
        `${stats.unexpectedCloses} / ${stats.reconnects} / ${stats.closeEvents}`,
      ],
      ['fan-out', REDIS_URL ? 'Redis pub/sub' : 'in-process'],
      ['load average (1 5 15)', load],
    ];
    const width = Math.max(...rows.map(([k]) => k.length));
    console.log(`\nchat socket bench, ${os.cpus().length} cores, node ${process.version}`);
    for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
  } finally {
    for (const s of sockets) s.stop();
    servicerWs?.close();
    await sleep(500);
    server.child.kill('SIGTERM');
    await new Promise((r) => (server.child.exitCode !== null ? r() : server.child.once('exit', r)));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
