// `npm run bench:pages`: Lighthouse (desktop preset) on the production build of the storefront:
// performance score, LCP and the JavaScript transferred on a first (cold) load of /index, /list
// and /sku-{id} for a visitor, then /index, /cart and /member/index for the logged-in demo
// member. Needs `npm run build -w @shop/web` first; starts its own server with demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import WebSocket from 'ws';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { post, root, startServer } from './server.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8310);
const LIGHTHOUSE_VERSION = JSON.parse(
  fs.readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8'),
).version;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const KEYWORD = process.env.BENCH_KEYWORD ?? '阿莫西林';

if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html')))
  throw new Error('apps/web/dist is missing: run `npm run build -w @shop/web` first');

const { base, stop } = await startServer(PORT);
let chrome;
try {
  const first = JSON.parse(
    await post(base, '/api/goodssku/page', { keyword: KEYWORD, page_size: 1 }),
  );
  const skuId = first.data?.list?.[0]?.sku_id;
  if (!skuId) throw new Error(`no goods found for ${KEYWORD}`);
  const pages = [
    ['/index', '/index'],
    [`/list?keyword=${KEYWORD}`, `/list?keyword=${encodeURIComponent(KEYWORD)}`],
    [`/sku-${skuId}`, `/sku-${skuId}`],
    ['/index, member', '/index', 'member'],
    ['/cart, member', '/cart', 'member'],
    ['/member/index, member', '/member/index', 'member'],
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
    ],
  });
  const rows = [];
  const largest = [];
  let loggedIn = false;
  for (const [label, url, viewer] of pages) {
    if (viewer === 'member' && !loggedIn) {
      await logIn(base, chrome.port);
      loggedIn = true;
    }
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(
        base + url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        desktopConfig,
      );
      const { lhr } = result;
      const requests = lhr.audits['network-requests']?.details?.items ?? [];
      const scripts = requests.filter((r) => r.resourceType === 'Script');
      const sum = (key) => scripts.reduce((n, r) => n + (r[key] ?? 0), 0);
      rows.push({
        page: label,
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        'LCP ms': Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        'FCP ms': Math.round(lhr.audits['first-contentful-paint'].numericValue),
        TBT: Math.round(lhr.audits['total-blocking-time'].numericValue),
        CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue?.toFixed(3)),
        'JS files': scripts.length,
        // As served: the build precompresses assets and Chrome asks for gzip over plain http.
        'JS KB transferred': Number((sum('transferSize') / 1024).toFixed(1)),
        'JS KB raw': Number((sum('resourceSize') / 1024).toFixed(1)),
        // A member page that ended on /login measured the wrong page.
        ...(new URL(lhr.finalDisplayedUrl).pathname === new URL(base + url).pathname
          ? {}
          : { error: `ended on ${lhr.finalDisplayedUrl}` }),
        ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
      });
      if (run === 0)
        largest.push(
          `${label}: ${[...scripts]
            .sort((a, b) => b.transferSize - a.transferSize)
            .slice(0, 5)
            .map((r) => `${r.url.split('/').pop()} ${(r.transferSize / 1024).toFixed(1)} KB`)
            .join(', ')}`,
        );
    }
  }
  console.log(
    `\nLighthouse ${LIGHTHOUSE_VERSION} desktop preset, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.table(rows);
  console.log(`\nLargest scripts (transferred):\n${largest.join('\n')}`);
} finally {
  await chrome?.kill();
  stop();
}

/**
 * Logs the demo member in and gives the browser the session cookies (Lighthouse keeps cookies
 * between runs; it clears only caches).
 */
async function logIn(base, port) {
  const res = await fetch(`${base}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  });
  const cookies = res.headers.getSetCookie().map((line) => {
    const [pair, ...attributes] = line.split(';').map((part) => part.trim());
    const [name, value] = pair.split('=');
    const httpOnly = attributes.some((a) => a.toLowerCase() === 'httponly');
    return { name, value, url: base, httpOnly, sameSite: 'Lax' };
  });
  if (cookies.length === 0) throw new Error(`demo login failed: ${await res.text()}`);
  const version = await fetch(`http://127.0.0.1:${port}/json/version`);
  const socket = new WebSocket((await version.json()).webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', () =>
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } })),
    );
    socket.once('message', (answer) => {
      const { error } = JSON.parse(String(answer));
      socket.close();
      if (error) reject(new Error(`setting the session cookies: ${error.message}`));
      else resolve();
    });
    socket.once('error', reject);
  });
}
