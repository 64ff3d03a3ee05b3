// `npm run bench:pages`: Lighthouse (desktop preset) on the production build of the storefront:
// performance score, LCP and the JavaScript transferred on a first (cold) load of /index, /list
// and /sku-{id}. Needs `npm run build -w @shop/web` first; starts its own server with demo data.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
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
  for (const [label, url] of pages) {
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
        CLS: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        'JS files': scripts.length,
        // As served: the build precompresses assets and Chrome asks for gzip over plain http.
        'JS KB transferred': Number((sum('transferSize') / 1024).toFixed(1)),
        'JS KB raw': Number((sum('resourceSize') / 1024).toFixed(1)),
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
