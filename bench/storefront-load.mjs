// The storefront's load of `npm run bench:erp` (erp-sync.mjs), in a child process of its own: the
// sync runs in the bench's process, and autocannon measuring from there would count the sync's
// own CPU bursts (reading and comparing 1,000 rows) as the server's latency. One process for the
// whole run, so the keywords keep going round (none is searched twice, no memo hit).
// Messages: { setup: { base, connections, rate, skuIds } } first; then { start: { seconds | null } }
// runs a phase (null: until { stop }) and is answered with { search, detail } (p99 ms, requests a
// second, errors) when the phase ends; { close } ends the process.
// Two ways to load: autocannon's `connections` as fast as they are answered (saturation: a
// request's latency is then mostly the queue the other connections form), or with a `rate` an
// open loop that sends one request every 1/rate s whatever the answers (a steady offered load;
// autocannon's own rate sends each second's quota at once at the top of the second, a burst).
import http from 'node:http';
import autocannon from 'autocannon';
import { keywordSource, searchKeywords } from './search-keywords.mjs';

const nextKeyword = keywordSource(await searchKeywords());
let setup;
let running = [];

/** As many requests as `setup.connections` connections are answered; stop() ends early. */
function saturate(url, seconds, body) {
  const instance = autocannon({
    url: setup.base + url,
    method: 'POST',
    connections: setup.connections,
    duration: seconds ?? 3600,
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify(body()) }) }],
  });
  const done = new Promise((resolve) => instance.on('done', resolve)).then((r) => ({
    p99: r.latency.p99,
    perSecond: Math.round(r.requests.average),
    errors: r.errors + r.non2xx,
  }));
  return { stop: () => instance.stop(), done };
}

const agent = new http.Agent({ keepAlive: true });
const TICK_MS = 2;

/** `setup.rate` requests a second, evenly spaced, each timed from its sending to its answer. */
function steady(url, seconds, body) {
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let open = 0;
  let stopped = false;
  let finish;
  const done = new Promise((resolve) => (finish = resolve));
  const startedAt = performance.now();
  const settle = () => {
    if (!stopped || open > 0) return;
    latencies.sort((a, b) => a - b);
    finish({
      p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0),
      perSecond: Math.round(latencies.length / ((performance.now() - startedAt) / 1000)),
      errors,
    });
  };
  const send = () => {
    open += 1;
    const sentAt = performance.now();
    const answered = (ok) => {
      if (ok) latencies.push(performance.now() - sentAt);
      else errors += 1;
      open -= 1;
      settle();
    };
    const request = http.request(
      setup.base + url,
      { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
      (response) => {
        response.resume();
        response.on('end', () => answered(response.statusCode === 200));
      },
    );
    request.on('error', () => answered(false));
    request.end(JSON.stringify(body()));
  };
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - startedAt) * setup.rate) / 1000);
    for (; sent < due; sent++) send();
  }, TICK_MS);
  const stop = () => {
    clearInterval(timer);
    stopped = true;
    settle();
  };
  if (seconds) setTimeout(stop, seconds * 1000);
  return { stop, done };
}

const load = (url, seconds, body) => (setup.rate ? steady : saturate)(url, seconds, body);

async function run(seconds) {
  const pick = () => setup.skuIds[Math.floor(Math.random() * setup.skuIds.length)];
  running = [
    load('/api/goodssku/page', seconds, () => ({ keyword: nextKeyword() })),
    load('/api/goodssku/detail', seconds, () => ({ sku_id: pick() })),
  ];
  const [search, detail] = await Promise.all(running.map((l) => l.done));
  process.send({ search, detail });
}

process.on('message', (message) => {
  if (message.setup) setup = message.setup;
  else if (message.start) void run(message.start.seconds);
  else if (message.stop) running.forEach((l) => l.stop());
  else if (message.close) process.exit(0);
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
