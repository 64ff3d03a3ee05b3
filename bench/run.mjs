// `npm run bench`: load figures for the hot calls of the storefront shell, each beside a bare
// Fastify route answering the same bytes precomputed (the ceiling of this machine), in one run.
// Starts its own server on a fresh embedded database with the demo data (or DATABASE_URL, grown to
// BENCH_SCALE SKUs when set); prints a table.
import os from 'node:os';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { fillBenchCart } from './cart-setup.mjs';
import { placeBenchOrders } from './order-setup.mjs';
import { keywordSource, searchKeywords } from './search-keywords.mjs';
import { post as postTo, startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8300);
const CEILING_PORT = PORT + 1;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
/** `BENCH_ONLY=goodssku,suggest`: only the calls whose label or path holds one of the words. */
// BENCH_CEILING=off: only the real calls run (with BENCH_PROFILE, the server's profile then holds
// little idle time).
const WITH_CEILING = process.env.BENCH_CEILING !== 'off';
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

/** Answers precomputed per keyword for the ceiling of a call whose keyword changes. */
const CEILING_KEYWORDS = 100;

/**
 * Runs autocannon on `url`; with `nextKeyword`, every request carries a new keyword (a
 * `setupRequest` sets it in the body), so the server cannot answer from a remembered result.
 */
const run = (url, body, duration = DURATION, nextKeyword = undefined) =>
  autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    ...(nextKeyword && {
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: JSON.stringify({ ...body, keyword: nextKeyword() }),
          }),
        },
      ],
    }),
  });

const { base, stop } = await startServer(PORT);
const post = (url, body) => postTo(base, url, body);
try {
  const login = JSON.parse(
    await post('/api/login/login', { username: 'demo', password: 'demo123456' }),
  );
  const token = login.data?.token;
  if (!token) throw new Error(`demo login failed: ${JSON.stringify(login)}`);
  const tree = JSON.parse(await post('/api/goodscategory/tree', { level: 3, template: 2 }));
  const level1 = tree.data?.[0]?.category_id;
  if (!level1) throw new Error('no category in the demo data');
  // The cart (issue 4): the totals of a 100-line cart mixing every promotion kind; the cart is
  // filled only when this call is measured (`cart-setup.mjs`).
  const cart = { token, cart_ids: [] };
  const cart20 = { token, cart_ids: [] };
  // A goods of that category for the goods page, and the member's orders (issue 13's member
  // calls); the orders are placed only when an order call is measured.
  const firstPage = JSON.parse(
    await post('/api/goodssku/page', { category_id: level1, level: 1, page_size: 1, token }),
  );
  const skuId = firstPage.data?.list?.[0]?.sku_id;
  if (!skuId) throw new Error('no goods in the first category');
  const orderDetail = { token, order_id: 0 };
  // [label, url, body, varies]: the storefront shell, then the catalogue list and search (issue
  // 3); `varies`: a new keyword on each request (issue 13).
  const calls = [
    ['site info', '/api/site/info', {}],
    ['category tree', '/api/goodscategory/tree', { level: 3, template: 2 }],
    ['adverts', '/api/adv/detail', { keyword: 'NS_PC_INDEX' }],
    ['help classes', '/api/helpclass/lists', {}],
    ['member info', '/api/member/info', { token }],
    ['cart count', '/api/cart/count', { token }],
    ['list 阿莫西林', '/api/goodssku/page', { keyword: '阿莫西林', page: 1, page_size: 20 }],
    ['list amxl', '/api/goodssku/page', { keyword: 'amxl', page: 1, page_size: 20 }],
    ['list category L1', '/api/goodssku/page', { category_id: level1, level: 1, page_size: 20 }],
    ['list 阿莫西林 member', '/api/goodssku/page', { keyword: '阿莫西林', page_size: 20, token }],
    ['suggest 阿莫', '/api/goodssku/searchGoodsByKeyWord', { keyword: '阿莫' }],
    ['suggest amxl', '/api/goodssku/searchGoodsByKeyWord', { keyword: 'amxl' }],
    ['facets 阿莫西林', '/api/goodssku/facets', { keyword: '阿莫西林' }],
    ['list new keyword each request', '/api/goodssku/page', { page: 1, page_size: 20 }, true],
    ['suggest new keyword each request', '/api/goodssku/searchGoodsByKeyWord', {}, true],
    [
      'list category L1 member',
      '/api/goodssku/page',
      { category_id: level1, level: 1, page_size: 20, token },
    ],
    ['goods detail member', '/api/goodssku/detail', { sku_id: skuId, token }],
    ['cart calculate 20 lines', '/api/Cart/calculate', cart20],
    ['cart calculate 100 lines', '/api/Cart/calculate', cart],
    ['cart goodslists 100 lines', '/api/cart/goodslists', { token }],
    ['order lists member', '/api/order/lists', { token, page: 1, page_size: 10 }],
    ['order detail member', '/api/order/detail', orderDetail],
  ].filter(([label, url]) => !ONLY || ONLY.some((w) => `${label} ${url}`.includes(w)));
  const callJson = async (url, body) => JSON.parse(await post(url, body));
  if (calls.some(([, url]) => url === '/api/order/lists' || url === '/api/order/detail'))
    orderDetail.order_id = await placeBenchOrders(callJson, token, skuId, 12);
  if (calls.some(([, url]) => url === '/api/Cart/calculate' || url === '/api/cart/goodslists')) {
    const { cartIds, mix } = await fillBenchCart(callJson, token);
    cart.cart_ids = cartIds;
    cart20.cart_ids = cartIds.slice(0, 20);
    console.log(`cart calculate: ${cartIds.length} lines`, mix);
  }

  const nextKeyword = calls.some(([, , , varies]) => varies)
    ? keywordSource(await searchKeywords())
    : undefined;

  // The ceiling: a bare Fastify answering each call's bytes, precomputed (this also warms the
  // server: the first catalogue call builds the goods index). A call whose keyword changes gets
  // the answers of CEILING_KEYWORDS keywords, looked up by the body's keyword.
  const ceiling = Fastify();
  const bytesOf = [];
  const ceilingKeywords = [];
  for (const [i, [, url, body, varies]] of calls.entries()) {
    const answers = new Map();
    for (const keyword of varies ? Array.from({ length: CEILING_KEYWORDS }, nextKeyword) : [null]) {
      const bytes = await post(url, keyword === null ? body : { ...body, keyword });
      if (JSON.parse(bytes).code !== 0) throw new Error(`${url} failed: ${bytes.slice(0, 200)}`);
      answers.set(keyword, bytes);
    }
    const sizes = [...answers.values()].map((b) => b.length);
    bytesOf.push(Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length));
    ceilingKeywords.push([...answers.keys()]);
    ceiling.post(`/ceiling/${i}`, (req, reply) =>
      reply.type('application/json').send(answers.get(varies ? req.body.keyword : null)),
    );
  }
  await ceiling.listen({ port: CEILING_PORT, host: '127.0.0.1' });

  const rows = [];
  for (const [i, [label, url, body, varies]] of calls.entries()) {
    // Warm up first (JIT, caches); the warm-up is not counted.
    if (WARMUP > 0) await run(base + url, body, WARMUP, varies && nextKeyword);
    const real = await run(base + url, body, DURATION, varies && nextKeyword);
    let k = 0;
    const cycle = () => ceilingKeywords[i][k++ % CEILING_KEYWORDS];
    const bare = WITH_CEILING
      ? await run(`http://127.0.0.1:${CEILING_PORT}/ceiling/${i}`, body, DURATION, varies && cycle)
      : { requests: { average: NaN }, latency: { p99: NaN } };
    rows.push({
      call: label,
      bytes: bytesOf[i],
      'req/s': Math.round(real.requests.average),
      'p99 ms': real.latency.p99,
      errors: real.errors + real.non2xx,
      'ceiling req/s': Math.round(bare.requests.average),
      'ceiling p99': bare.latency.p99,
      ratio: (real.requests.average / bare.requests.average).toFixed(2),
      load: os.loadavg()[0].toFixed(1),
    });
  }
  await ceiling.close();
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
  const scale = process.env.BENCH_SCALE
    ? `, catalogue grown to ${process.env.BENCH_SCALE} SKUs`
    : '';
  console.log(
    `\n${CONNECTIONS} connections, ${DURATION}s per call, ${os.cpus().length} cores, ${database}${scale}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} (load: 1-minute average after each call)\n`,
  );
  console.table(rows);
} finally {
  stop();
}
