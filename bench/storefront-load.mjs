// The storefront's load of `npm run bench:erp` (erp-sync.mjs), in a child process of its own: the
// sync runs in the bench's process, and autocannon measuring from there would count the sync's
// own CPU bursts (reading and comparing 1,000 rows) as the server's latency. One process for the
// whole run, so the keywords keep going round (none is searched twice, no memo hit).
// Messages: { setup: { base, connections, rate, skuIds } } first; then { start: { seconds | null } }
// runs a phase (null: until { stop }) and is answered with { search, detail } (p99 ms, requests a
// second, errors) when the phase ends; { close } ends the process.
import autocannon from 'autocannon';
import { keywordSource, searchKeywords } from './search-keywords.mjs';

const nextKeyword = keywordSource(await searchKeywords());
let setup;
let running = [];

function load(url, seconds, body) {
  const instance = autocannon({
    url: setup.base + url,
    method: 'POST',
    connections: setup.connections,
    // BENCH_RATE: a steady offered load (requests a second per stream) instead of as many as the
    // connections can make; latency at saturation is only the queue the connections form.
    ...(setup.rate ? { overallRate: setup.rate } : {}),
    duration: seconds ?? 3600,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }],
  });
  return { instance, done: new Promise((resolve) => instance.on('done', resolve)) };
}

const summary = (r) => ({
  p99: r.latency.p99,
  perSecond: Math.round(r.requests.average),
  errors: r.errors + r.non2xx,
});

async function run(seconds) {
  const pick = () => setup.skuIds[Math.floor(Math.random() * setup.skuIds.length)];
  running = [
    load('/api/goodssku/page', seconds, () => ({ keyword: nextKeyword() })),
    load('/api/goodssku/detail', seconds, () => ({ sku_id: pick() })),
  ];
  const [search, detail] = await Promise.all(running.map((l) => l.done));
  process.send({ search: summary(search), detail: summary(detail) });
}

process.on('message', (message) => {
  if (message.setup) setup = message.setup;
  else if (message.start) void run(message.start.seconds);
  else if (message.stop) running.forEach((l) => l.instance.stop());
  else if (message.close) process.exit(0);
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
