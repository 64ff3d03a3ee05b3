#!/usr/bin/env node
/**
 * A minimal client of the shop's open API for ERP tools (issue 26), plain Node, no dependencies:
 * signs one request with the key's secret and POSTs it, then prints the answer. Start an
 * integration from it.
 *
 *   ERP_BASE_URL=http://localhost:8080 ERP_KEY=ak_... ERP_SECRET=sk_... npm run erp:example
 *   ... npm run erp:example -- --path /open/api/v1/ping
 *   ... npm run erp:example -- --path /open/api/v1/stock/batch --file stock.json
 *
 * Signing (README "Open API for ERP tools"): X-Erp-Signature = lowercase hex HMAC-SHA256(secret,
 * METHOD + "\n" + PATH + "\n" + TIMESTAMP + "\n" + NONCE + "\n" + RAW_BODY).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/** The default body: a goods batch of two rows, keyed by the ERP's goods code (goods_erp_spid). */
const SAMPLE_GOODS = {
  rows: [
    {
      goods_erp_spid: 'SP000101',
      goods_name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      manufacturer: '华北制药股份有限公司',
      approval_number: '国药准字H13023964',
      unit: '盒',
      category: '抗感染药',
      brand: '华北制药',
      price: '12.50',
    },
    {
      goods_erp_spid: 'SP000102',
      goods_name: '布洛芬缓释胶囊',
      spec: '0.3g*20粒',
      manufacturer: '中美天津史克制药有限公司',
      approval_number: '国药准字H10900089',
      unit: '盒',
      category: '解热镇痛',
      brand: '芬必得',
      price: '18.80',
    },
  ],
};

/** The four signing headers of one request. */
function signRequest({ key, secret, method, path, body }) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID().replaceAll('-', '');
  const text = [method.toUpperCase(), path, timestamp, nonce, body].join('\n');
  const signature = createHmac('sha256', secret).update(text, 'utf8').digest('hex');
  return {
    'X-Erp-Key': key,
    'X-Erp-Timestamp': timestamp,
    'X-Erp-Nonce': nonce,
    'X-Erp-Signature': signature,
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      path: { type: 'string', default: '/open/api/v1/goods/batch' },
      file: { type: 'string' },
    },
  });
  const base = process.env.ERP_BASE_URL ?? 'http://localhost:8080';
  const key = process.env.ERP_KEY;
  const secret = process.env.ERP_SECRET;
  if (!key || !secret) {
    console.error('Set ERP_KEY and ERP_SECRET (console: API keys), and ERP_BASE_URL.');
    process.exit(2);
  }
  // The exact bytes signed are the bytes sent.
  const body = JSON.stringify(
    values.file ? JSON.parse(readFileSync(values.file, 'utf8')) : SAMPLE_GOODS,
  );
  const path = values.path;
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...signRequest({ key, secret, method: 'POST', path, body }),
    },
    body,
  });
  const answer = await response.json();
  console.log(JSON.stringify(answer, null, 2));
  process.exit(answer.code >= 0 ? 0 : 1);
}

await main();
