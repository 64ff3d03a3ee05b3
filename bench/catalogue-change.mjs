// `npm run bench:change` (issue 25, ADR 0022): search p99 while the console writes. Autocannon
// searches with a new keyword on every request (search-keywords.mjs) for BENCH_SECONDS in three
// phases: alone; while one goods is saved again and again (`/staff/api/goods/editsku`, its price
// alternating, one save after the other); while 1,000 goods are shelved off and on again at once
// (`/staff/api/goods/batchshelf`, one call after the other). Each write patches the goods index of
// the server (no rebuild). Needs DATABASE_URL of a database grown with `npm run seed:scale`
// (or BENCH_SCALE); prints one table.
import autocannon from 'autocannon';
import pg from 'pg';
import { keywordSource, searchKeywords } from './search-keywords.mjs';
import { post as postTo, startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8300);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const BATCH = 1000;

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a database grown by seed:scale');

const nextKeyword = keywordSource(await searchKeywords());

/** The new-keyword search for `seconds`, while `during` writes until it is told to stop. */
async function phase(base, label, during) {
  const state = { stop: false, writes: 0, writeMs: [] };
  const writer = during ? during(state) : Promise.resolve();
  const result = await autocannon({
    url: `${base}/api/goodssku/page`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION,
    headers: { 'content-type': 'application/json' },
    body: '{}',
    requests: [
      {
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ keyword: nextKeyword() }) }),
      },
    ],
  });
  state.stop = true;
  await writer;
  const sorted = state.writeMs.sort((a, b) => a - b);
  return {
    phase: label,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    errors: result.errors + result.non2xx,
    writes: state.writes,
    'write p50 ms': sorted.length ? sorted[Math.floor(sorted.length / 2)] : '',
    'write max ms': sorted.length ? sorted[sorted.length - 1] : '',
  };
}

/** Runs `write` one call after the other until the phase ends, timing each. */
const repeat = (write) => async (state) => {
  for (let i = 0; !state.stop; i++) {
    const startedAt = performance.now();
    const answer = JSON.parse(await write(i));
    if (answer.code !== 0) throw new Error(`write failed: ${answer.message}`);
    state.writeMs.push(Math.round(performance.now() - startedAt));
    state.writes += 1;
  }
};

const { base, stop } = await startServer(PORT);
const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
try {
  await db.connect();
  const login = await fetch(`${base}/staff/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'operator', password: 'demo123456' }),
  });
  const staff = (await login.json()).data;
  if (!staff) throw new Error('console login failed');
  const headers = {
    'content-type': 'application/json',
    cookie: login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    'x-csrf-token': staff.csrf_token,
  };
  const consolePost = (url, body) =>
    fetch(base + url, { method: 'POST', headers, body: JSON.stringify(body) }).then((r) =>
      r.text(),
    );
  // The shop's goods on sale: one to save, 1,000 to shelve (all but that one).
  const { rows } = await db.query(
    `SELECT DISTINCT ON (g.goods_id) g.goods_id, s.sku_id, s.price_fen::int AS price_fen
     FROM goods g JOIN goods_sku s ON s.goods_id = g.goods_id
     WHERE g.site_id = $1 AND g.goods_state = 1 AND NOT g.is_delete
     ORDER BY g.goods_id, s.sku_id LIMIT $2`,
    [staff.site_id, BATCH + 1],
  );
  if (rows.length < BATCH + 1) throw new Error(`only ${rows.length} goods on sale`);
  const [saved, ...shelved] = rows;
  const shelvedIds = shelved.map((r) => r.goods_id);
  const price = (i) => ((saved.price_fen + (i % 2)) / 100).toFixed(2);
  // Warm-up: the index built, the code paths compiled.
  await postTo(base, '/api/goodssku/page', { keyword: '阿莫西林' });
  await phase(base, 'warm-up', null);
  const table = [
    await phase(base, 'search alone', null),
    await phase(
      base,
      'one goods saved repeatedly',
      repeat((i) =>
        consolePost('/staff/api/goods/editsku', { sku_id: saved.sku_id, price: price(i) }),
      ),
    ),
    await phase(
      base,
      '1,000 goods shelved off/on',
      repeat((i) =>
        consolePost('/staff/api/goods/batchshelf', {
          goods_ids: shelvedIds,
          goods_state: i % 2 ? 1 : 0,
        }),
      ),
    ),
  ];
  // Leave the catalogue as found: every goods shelved back on, the price back.
  await consolePost('/staff/api/goods/batchshelf', { goods_ids: shelvedIds, goods_state: 1 });
  await consolePost('/staff/api/goods/editsku', { sku_id: saved.sku_id, price: price(0) });
  console.log(`new-keyword search, c=${CONNECTIONS}, ${DURATION} s per phase`);
  console.table(table);
} finally {
  await db.end();
  stop();
}
