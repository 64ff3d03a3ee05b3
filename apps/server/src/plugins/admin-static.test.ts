import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { isAdminPath } from './admin-static';

const STOREFRONT = '<!doctype html><title>shop app</title><body></body>';
const CONSOLE = '<!doctype html><title>staff console</title><body><div id="root"></div></body>';

/** A built storefront and a built console in temporary folders, as `npm run build` leaves them. */
async function builds() {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-builds-'));
  const webDist = path.join(root, 'web');
  const adminDist = path.join(root, 'admin');
  await fs.mkdir(path.join(adminDist, 'assets'), { recursive: true });
  await fs.mkdir(webDist);
  await fs.writeFile(path.join(webDist, 'index.html'), STOREFRONT);
  await fs.writeFile(path.join(adminDist, 'index.html'), CONSOLE);
  const asset = path.join(adminDist, 'assets', 'index-Ab12Cd34.js');
  await fs.writeFile(asset, 'console.log(1)');
  await fs.writeFile(`${asset}.br`, zlib.brotliCompressSync('console.log(1)'));
  return { root, webDist, adminDist };
}

describe('the staff console at /admin (issue 15)', () => {
  let t: TestApp;
  let dirs: Awaited<ReturnType<typeof builds>>;
  beforeAll(async () => {
    dirs = await builds();
    t = await createTestApp({ env: { WEB_DIST: dirs.webDist, ADMIN_DIST: dirs.adminDist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dirs.root, { recursive: true, force: true });
  });

  it('answers every console page address with the console, never cached, without page data', async () => {
    for (const url of [
      '/admin',
      '/admin/',
      '/admin/login',
      '/admin/orders?status=reviewing&page=2',
      '/admin/orders/12',
      '/ADMIN/Dashboard',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(CONSOLE);
    }
  });

  it('serves its hashed assets for a year and a missing one as a plain 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/admin/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    // The build's brotli file, for a browser that takes it.
    const brotli = await t.app.inject({
      method: 'GET',
      url: '/admin/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1)');

    const missing = await t.app.inject({ method: 'GET', url: '/admin/assets/gone-1234.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('leaves the storefront its own pages, including look-alike addresses', async () => {
    for (const url of ['/member/index', '/administrator', '/admins', '/help/admin']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      // The storefront's page: its first-page data, not the console.
      expect(res.body, url).toContain('id="first-page-data"');
      expect(res.body, url).not.toContain('staff console');
    }
  });

  it('keeps API paths answering the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/staff/api/login/info' });
    expect(res.json()).toMatchObject({ code: -1 });
  });
});

describe('a server without a built console', () => {
  let t: TestApp;
  let dirs: Awaited<ReturnType<typeof builds>>;
  beforeAll(async () => {
    dirs = await builds();
    await fs.rm(dirs.adminDist, { recursive: true });
    t = await createTestApp({ env: { WEB_DIST: dirs.webDist, ADMIN_DIST: dirs.adminDist } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dirs.root, { recursive: true, force: true });
  });

  it('says so at /admin instead of showing the storefront', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('staff console not built: run npm run build');
  });
});

describe('isAdminPath', () => {
  it.each([
    ['/admin', true],
    ['/admin/', true],
    ['/Admin/orders?x=1', true],
    ['/admin?x=1', true],
    ['/administrator', false],
    ['/member/admin', false],
    ['/', false],
  ])('%s -> %s', (url, expected) => {
    expect(isAdminPath(url)).toBe(expected);
  });
});
