// `npm run bench:erp` (issue 26, ADR 0026): the ERP syncs at scale, and the storefront while they
// run. On a PostgreSQL database (DATABASE_URL) grown to BENCH_SCALE SKUs (default 50,000) the
// server runs as in production; this process opens the same database and runs the catalogue's
// sync services (`syncErpGoods`, `syncErpStock`) the open API calls, in calls of 1,000 rows, while
// storefront-load.mjs (a process of its own; autocannon, or an open loop at BENCH_RATE requests a
// second) searches with a new keyword on every request and opens goods pages of random SKUs.
// Phases: the storefront alone; a full goods sync of 50,000 rows, every row changed (the shop's
// goods by their ERP codes, topped up with new codes to 50,000, created the first time); the same
// 50,000 rows again (all unchanged: compare only); a stock sync of 50,000 rows of two batches each,
// every row changed; the same again (unchanged). Each changed call publishes one catalogue event
// and the server patches its goods index for those goods (REDIS_URL carries the events between the
// two processes; without it the server follows by its version check). Prints one table, with the
// load average after each phase (the machine may be shared).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import pg from 'pg';
import { startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8310);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = process.env.BENCH_RATE ? Number(process.env.BENCH_RATE) : null;
const ROWS = Number(process.env.BENCH_ERP_ROWS ?? 50_000);
const CALL = 1000;
process.env.BENCH_SCALE ??= '50000';

if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL: a PostgreSQL database for the bench');
if (!process.env.REDIS_URL)
  console.warn('no REDIS_URL: the server sees the syncs by its version check');

// One module graph (`node --import tsx`): the syncs must publish on the bus the application opened
// (tsx's `tsImport` would load a second copy of the catalogue module, whose bus is never opened,
// and the server would then follow the syncs only by its version check).
const server = '../apps/server/src';
const serverModule = (file) => import(new URL(file, import.meta.url).href);
const { loadConfig } = await serverModule(`${server}/config/env.ts`);
const { openDatabase } = await serverModule(`${server}/db/client.ts`);
const { buildApp } = await serverModule(`${server}/app.ts`);
const { syncErpGoods, syncErpStock } = await serverModule(`${server}/modules/catalogue/index.ts`);
const erp = await serverModule('../packages/contracts/src/erp/index.ts');

/** The storefront's load (storefront-load.mjs, its own process) for as long as `work` runs. */
function storefrontLoad(base, skuIds) {
  const load = fork(new URL('./storefront-load.mjs', import.meta.url));
  const ready = new Promise((resolve) => load.once('message', resolve));
  load.send({ setup: { base, connections: CONNECTIONS, rate: RATE, skuIds } });
  /** Runs `work` (or SECONDS without work) under the load; one table row. */
  async function phase(label, work) {
    await ready;
    const answered = new Promise((resolve) => load.once('message', resolve));
    load.send({ start: { seconds: work ? null : SECONDS } });
    const startedAt = performance.now();
    const synced = work ? await work() : null;
    const seconds = (performance.now() - startedAt) / 1000;
    if (work) load.send({ stop: true });
    const { search: s, detail: d } = await answered;
    return {
      phase: label,
      'sync s': synced ? seconds.toFixed(1) : '',
      'call p50 ms': synced?.p50 ?? '',
      'call max ms': synced?.max ?? '',
      rows: synced ? `${synced.changed} changed, ${synced.unchanged} unchanged` : '',
      'search p99 ms': s.p99,
      'search req/s': s.perSecond,
      'goods page p99 ms': d.p99,
      'goods page req/s': d.perSecond,
      errors: s.errors + d.errors,
      load: os.loadavg()[0].toFixed(1),
    };
  }
  return { phase, close: () => load.send({ close: true }) };
}

/** Runs `rows` ({ siteId, row }) through `sync` in calls of 1,000 rows of one shop each. */
async function runSync(db, rows, schema, sync, options) {
  const calls = [];
  for (let i = 0; i < rows.length; i += CALL) {
    const chunk = rows.slice(i, i + CALL);
    for (const siteId of new Set(chunk.map((r) => r.siteId)))
      calls.push({ siteId, rows: chunk.filter((r) => r.siteId === siteId).map((r) => r.row) });
  }
  const ms = [];
  const counts = { changed: 0, unchanged: 0, refused: 0 };
  for (const call of calls) {
    const startedAt = performance.now();
    const { accepted, refused } = erp.judgeErpRows(schema, call.rows, erp.rowKey('goods_erp_spid'));
    const results = await sync(db, call.siteId, accepted, { lang: 'zh-CN', ...options });
    ms.push(Math.round(performance.now() - startedAt));
    counts.refused += refused.length;
    for (const r of results)
      counts[
        r.status === 'unchanged' ? 'unchanged' : r.status === 'refused' ? 'refused' : 'changed'
      ] += 1;
  }
  if (counts.refused > 0) throw new Error(`${counts.refused} rows refused`);
  ms.sort((a, b) => a - b);
  return { ...counts, p50: ms[Math.floor(ms.length / 2)], max: ms[ms.length - 1] };
}

const { base, stop } = await startServer(PORT);
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  // The bench's own application keeps nothing (its generated keys) in the project's data.
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-erp-')),
});
const database = await openDatabase({ databaseUrl: config.databaseUrl });
// The application on the same database, not listening: its catalogue events reach the server.
const app = await buildApp(config, database.db);
try {
  await app.ready();
  await client.connect();
  // The tables as autovacuum keeps them (a test server may run without it): the dead rows of the
  // previous runs' syncs would fill the pages and weigh on every later run.
  await client.query('VACUUM ANALYZE goods, goods_sku, goods_batch');
  const { rows: shopGoods } = await client.query(
    `SELECT g.site_id, g.goods_erp_spid, g.goods_name, g.category_id, g.goods_state
     FROM goods g WHERE g.goods_erp_spid <> '' AND NOT g.is_delete
     ORDER BY g.site_id, g.goods_erp_spid LIMIT $1`,
    [ROWS],
  );
  const { rows: skus } = await client.query(
    `SELECT s.sku_id FROM goods_sku s JOIN goods g ON g.goods_id = s.goods_id
     WHERE g.goods_state = 1 AND NOT g.is_delete`,
  );
  const skuIds = skus.map((r) => r.sku_id);
  const top = shopGoods[0];
  const stamp = Date.now().toString(36);
  const goodsRows = shopGoods.map((g) => ({
    siteId: g.site_id,
    row: {
      goods_erp_spid: g.goods_erp_spid,
      goods_name: g.goods_name,
      category: String(g.category_id),
      stock_name: `ERP-${stamp}`,
      goods_state: g.goods_state,
    },
  }));
  for (let i = goodsRows.length; i < ROWS; i++)
    goodsRows.push({
      siteId: top.site_id,
      row: {
        goods_erp_spid: `ERPB${String(i).padStart(6, '0')}`,
        goods_name: `基准同步商品 ${i}`,
        category: String(top.category_id),
        stock_name: `ERP-${stamp}`,
      },
    });
  const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // Every row's first batch gets another quantity than the last run left (a changed sync).
  const { rows: last } = await client.query(
    `SELECT quantity FROM goods_batch WHERE batch_no = 'B0A' ORDER BY goods_id LIMIT 1`,
  );
  const quantity = ((last[0]?.quantity ?? 0) + 1) % 500;
  const stockRows = goodsRows.map((g, i) => ({
    siteId: g.siteId,
    row: {
      goods_erp_spid: g.row.goods_erp_spid,
      batches: [
        { batch_no: `B${i}A`, expiry_date: day(90 + (i % 300)), quantity: quantity + (i % 50) },
        { batch_no: `B${i}B`, expiry_date: day(400 + (i % 300)), quantity: 100 },
      ],
    },
  }));
  const goodsSync = () => runSync(app.db, goodsRows, erp.ErpGoodsRowSchema, syncErpGoods, {});
  const stockSync = () => runSync(app.db, stockRows, erp.ErpStockRowSchema, syncErpStock, {});
  const loadBefore = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const { phase, close } = storefrontLoad(base, skuIds);
  await phase('warm-up', null);
  const table = [
    await phase('storefront alone', null),
    await phase(`goods sync ${ROWS} rows (changed)`, goodsSync),
    await phase(`goods sync ${ROWS} rows (same again)`, goodsSync),
    await phase(`stock sync ${ROWS} rows (changed)`, stockSync),
    await phase(`stock sync ${ROWS} rows (same again)`, stockSync),
  ];
  close();
  console.log(
    `${skuIds.length} SKUs on sale; search (new keyword each) and goods pages, c=${CONNECTIONS} each${RATE ? `, ${RATE} requests/s each` : ' as fast as they answer'}; load average before: ${loadBefore} (1, 5, 15 min), after each phase: the load column`,
  );
  console.table(table);
} finally {
  await client.end();
  await app.close();
  await database.close();
  fs.rmSync(config.dataDir, { recursive: true, force: true });
  stop();
}
