import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const url = process.argv[2];
const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig);
console.log('score', lhr.categories.performance.score, 'CLS', lhr.audits['cumulative-layout-shift'].numericValue, 'TBT', lhr.audits['total-blocking-time'].numericValue, 'LCP', lhr.audits['largest-contentful-paint'].numericValue);
for (const id of ['layout-shifts','largest-contentful-paint-element','long-tasks','bootup-time','mainthread-work-breakdown']) {
  const d = lhr.audits[id]?.details; if (!d) continue;
  console.log('==', id);
  for (const it of (d.items ?? []).slice(0,6)) console.log(JSON.stringify(it).slice(0,400));
}
await chrome.kill();
