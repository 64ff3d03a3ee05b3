import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { defineOpenEndpoint, ERP_HEADERS } from '@shop/contracts/erp';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { erpCall, erpKey } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { consolePost } from '../auth/staff-console.testing';
import { addShop } from '../staff/staff.testing';
import { decorateErp } from './erp-context';
import { createErpKey, openPost, type TestErpKey } from './erp.testing';
import { openRoute } from './open-route';
import { secretBox } from './secret-box';
import { resolveErpSecretKey } from './secret-key';

/** A scoped call, registered for these tests only: counts its rows as created. */
const stockProbe = defineOpenEndpoint({
  path: '/open/api/v1/test/stock',
  body: z.object({ rows: z.array(z.object({ code: z.string().min(1) })).min(1) }),
  data: z.object({
    created: z.number(),
    updated: z.number(),
    unchanged: z.number(),
    refused: z.number(),
    rows: z.array(z.object({ index: z.number(), key: z.string(), status: z.string() })),
  }),
  scope: 'stock',
  summary: 'test only',
  example: { rows: [{ code: 'SP001' }] },
});

const PING = '/open/api/v1/ping';
const logLines: string[] = [];

describe('the open API guard (issue 26)', () => {
  let t: TestApp;
  let siteId: number;
  let stockKey: TestErpKey;
  let goodsKey: TestErpKey;

  beforeAll(async () => {
    const logStream = new PassThrough();
    logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace', ERP_RATE_LIMIT_PER_MINUTE: '6' },
      logStream,
      routes: async (app, config) => {
        decorateErp(app, config);
        openRoute(app, stockProbe, async ({ body }) => ({
          created: body.rows.length,
          updated: 0,
          unchanged: 0,
          refused: 0,
          rows: body.rows.map((row, index) => ({ index, key: row.code, status: 'created' })),
        }));
      },
    });
    siteId = await addShop(t, '开放接口药房');
    stockKey = await createErpKey(t, { siteId, scopes: ['stock', 'prices'] });
    goodsKey = await createErpKey(t, { siteId, scopes: ['goods'] });
  });
  afterAll(() => t.close());

  it('answers a signed ping with the key, its shop and scopes, and audits it', async () => {
    const res = await openPost(t, stockKey, PING);
    expect(res).toMatchObject({
      status: 200,
      code: 0,
      data: { key_id: stockKey.keyId, site_id: siteId, scopes: ['stock', 'prices'] },
    });
    const [row] = await t.database.db
      .select()
      .from(erpCall)
      .where(eq(erpCall.keyId, stockKey.keyId))
      .orderBy(desc(erpCall.callId))
      .limit(1);
    expect(row).toMatchObject({ path: PING, code: 0, rows: 0, siteId, ip: '10.26.0.1' });
  });

  it('runs a scoped batch call and audits the rows and their counts', async () => {
    const res = await openPost(t, stockKey, stockProbe.path, {
      rows: [{ code: 'SP001' }, { code: 'SP002' }],
    });
    expect(res).toMatchObject({ code: 0, data: { created: 2 } });
    const [row] = await t.database.db
      .select()
      .from(erpCall)
      .where(eq(erpCall.keyId, stockKey.keyId))
      .orderBy(desc(erpCall.callId))
      .limit(1);
    expect(row).toMatchObject({ path: stockProbe.path, code: 0, rows: 2, created: 2 });
  });

  it('refuses a key without the call scope with -1, and audits the refusal', async () => {
    const res = await openPost(t, goodsKey, stockProbe.path, { rows: [{ code: 'SP001' }] });
    expect(res).toMatchObject({ status: 200, code: -1, message: '该密钥没有“stock”权限' });
    const [row] = await t.database.db
      .select()
      .from(erpCall)
      .where(eq(erpCall.keyId, goodsKey.keyId))
      .orderBy(desc(erpCall.callId))
      .limit(1);
    expect(row).toMatchObject({ path: stockProbe.path, code: -1 });
  });

  it('refuses a body the call schema does not take, with -1 after the signature', async () => {
    const res = await openPost(t, stockKey, stockProbe.path, { rows: [] });
    expect(res.code).toBe(-1);
    expect(res.data).toBeNull();
  });

  it('refuses a wrong signature, a changed body and missing headers', async () => {
    expect(await openPost(t, stockKey, PING, {}, { secret: goodsKey.secret })).toMatchObject({
      code: -10009,
      message: '签名错误，请检查密钥和签名方法',
    });
    const tampered = await t.app.inject({
      method: 'POST',
      url: stockProbe.path,
      payload: JSON.stringify({ rows: [{ code: 'X' }] }),
      headers: { 'content-type': 'application/json', ...(await signedHeaders(stockKey, '{}')) },
    });
    expect(tampered.json()).toMatchObject({
      code: -10009,
      message: '签名错误，请检查密钥和签名方法',
    });
    const missing = await openPost(
      t,
      stockKey,
      PING,
      {},
      {
        headers: { [ERP_HEADERS.signature]: undefined },
        lang: 'en-US',
      },
    );
    expect(missing).toMatchObject({ code: -10009 });
    expect(missing.message).toContain('X-Erp-Signature');
  });

  it('refuses an unknown key and a malformed nonce', async () => {
    const unknown = { keyId: `ak_${'0'.repeat(24)}`, secret: stockKey.secret };
    expect(await openPost(t, unknown, PING)).toMatchObject({
      code: -10009,
      message: 'API 密钥不存在',
    });
    expect(await openPost(t, stockKey, PING, {}, { nonce: 'short' })).toMatchObject({
      code: -10009,
      message: 'X-Erp-Nonce 须为 16 至 64 位字母、数字、- 或 _',
    });
  });

  it('refuses a replayed nonce, however correct the signature', async () => {
    const nonce = randomBytes(16).toString('hex');
    expect(await openPost(t, stockKey, PING, {}, { nonce })).toMatchObject({ code: 0 });
    expect(await openPost(t, stockKey, PING, {}, { nonce })).toMatchObject({
      code: -10009,
      message: 'X-Erp-Nonce 已使用过，同一密钥的随机串只能用一次',
    });
  });

  it('refuses a timestamp more than 300 s away on either side, and takes one within', async () => {
    const now = Math.floor(Date.now() / 1000);
    const tooFar = '请求时间戳与服务器时间相差超过 300 秒，请校准时钟后重试';
    for (const timestamp of [now - 310, now + 310])
      expect(await openPost(t, goodsKey, PING, {}, { timestamp }), String(timestamp)).toMatchObject(
        { code: -10009, message: tooFar },
      );
    expect(await openPost(t, goodsKey, PING, {}, { timestamp: now - 250 })).toMatchObject({
      code: 0,
    });
    expect(
      await openPost(t, goodsKey, PING, {}, { headers: { [ERP_HEADERS.timestamp]: 'soon' } }),
    ).toMatchObject({ code: -10009, message: tooFar });
  });

  it('refuses a disabled key until it is enabled again', async () => {
    const key = await createErpKey(t, { siteId, scopes: ['members'] });
    const body = { key_id: key.keyId };
    expect(await consolePost(t, key.admin, '/staff/api/erpkey/disable', body)).toMatchObject({
      code: 0,
    });
    expect(await openPost(t, key, PING)).toMatchObject({
      code: -10009,
      message: 'API 密钥已停用',
    });
    await consolePost(t, key.admin, '/staff/api/erpkey/enable', body);
    expect(await openPost(t, key, PING)).toMatchObject({ code: 0 });
  });

  it('takes calls only from the allowed addresses', async () => {
    const key = await createErpKey(t, {
      siteId,
      scopes: ['orders:read'],
      allowedIps: ['192.168.10.0/24', '2001:db8::1'],
    });
    expect(await openPost(t, key, PING, {}, { ip: '10.26.0.9' })).toMatchObject({
      code: -10009,
      message: '调用地址 10.26.0.9 不在该密钥允许的地址内',
    });
    expect(await openPost(t, key, PING, {}, { ip: '192.168.10.77' })).toMatchObject({ code: 0 });
    expect(await openPost(t, key, PING, {}, { ip: '2001:db8::1' })).toMatchObject({ code: 0 });
  });

  it('keeps the old secret working within the grace of a rotation, and not after', async () => {
    const key = await createErpKey(t, { siteId, scopes: ['credit'] });
    const rotated = await consolePost<{ key_id: string; secret: string }>(
      t,
      key.admin,
      '/staff/api/erpkey/rotate',
      { key_id: key.keyId, grace_minutes: 60 },
    );
    expect(rotated.data.key_id).toBe(key.keyId);
    expect(rotated.data.secret).not.toBe(key.secret);
    const fresh = { keyId: key.keyId, secret: rotated.data.secret };
    expect(await openPost(t, key, PING)).toMatchObject({ code: 0 });
    expect(await openPost(t, fresh, PING)).toMatchObject({ code: 0 });
    // The grace runs out.
    await t.database.db
      .update(erpKey)
      .set({ previousValidUntil: new Date(Date.now() - 1000) })
      .where(eq(erpKey.keyId, key.keyId));
    expect(await openPost(t, key, PING)).toMatchObject({ code: -10009 });
    expect(await openPost(t, fresh, PING)).toMatchObject({ code: 0 });
    // A rotation without grace stops the previous secret at once.
    const again = await consolePost<{ secret: string }>(t, key.admin, '/staff/api/erpkey/rotate', {
      key_id: key.keyId,
      grace_minutes: 0,
    });
    expect(await openPost(t, fresh, PING)).toMatchObject({ code: -10009 });
    expect(await openPost(t, { keyId: key.keyId, secret: again.data.secret }, PING)).toMatchObject({
      code: 0,
    });
  });

  it('limits the calls per key (6 a minute here), not touching another key', async () => {
    const busy = await createErpKey(t, { siteId, scopes: ['goods'] });
    const quiet = await createErpKey(t, { siteId, scopes: ['goods'] });
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await openPost(t, busy, PING)).code);
    expect(codes).toEqual([0, 0, 0, 0, 0, 0, -1]);
    expect(await openPost(t, busy, PING)).toMatchObject({
      code: -1,
      message: '操作过于频繁，请稍后再试',
    });
    expect(await openPost(t, quiet, PING)).toMatchObject({ code: 0 });
  });

  it('lists every open call in the OpenAPI document with its tag, scope, example and signing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const doc = res.json<{
      tags: Array<{ name: string; description: string }>;
      components: { securitySchemes: Record<string, { name: string }> };
      paths: Record<string, { post: Record<string, unknown> }>;
    }>();
    expect(doc.tags).toEqual(
      expect.arrayContaining([
        { name: 'ERP open API', description: expect.stringContaining('HMAC-SHA256') as string },
      ]),
    );
    expect(doc.components.securitySchemes.ErpSignature).toMatchObject({ name: 'X-Erp-Key' });
    for (const path of [PING, stockProbe.path])
      expect(doc.paths[path]?.post, path).toMatchObject({
        tags: ['ERP open API'],
        security: [{ ErpSignature: [] }],
      });
    expect(doc.paths[stockProbe.path]!.post).toMatchObject({
      summary: 'test only',
      description: 'Scope: stock.',
    });
    expect(JSON.stringify(doc.paths[stockProbe.path]!.post.requestBody)).toContain(
      '{"rows":[{"code":"SP001"}]}',
    );
  });

  it('stores the secret only sealed, and never logs it or the signature', async () => {
    const key = await createErpKey(t, { siteId, scopes: ['goods'] });
    await openPost(t, key, PING);
    const [row] = await t.database.db.select().from(erpKey).where(eq(erpKey.keyId, key.keyId));
    expect(row!.secretSealed).not.toContain(key.secret);
    expect(row!.secretSealed).not.toContain(Buffer.from(key.secret).toString('base64'));
    const box = secretBox(resolveErpSecretKey(t.config, t.app.log));
    expect(box.open(row!.secretSealed)).toBe(key.secret);
    const log = logLines.join('');
    expect(log).toContain(PING);
    expect(log).toContain('/staff/api/erpkey/add');
    expect(log).not.toContain(key.secret);
    expect(log).not.toContain(key.secret.slice(3, 20));
    expect(log.toLowerCase()).not.toContain('x-erp-signature');
  });
});

/** Signing headers for `body` (a test that sends something else). */
async function signedHeaders(key: TestErpKey, body: string): Promise<Record<string, string>> {
  const { signOpenRequest } = await import('./open-signature');
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(12).toString('hex');
  return {
    [ERP_HEADERS.key]: key.keyId,
    [ERP_HEADERS.timestamp]: timestamp,
    [ERP_HEADERS.nonce]: nonce,
    [ERP_HEADERS.signature]: signOpenRequest(key.secret, {
      method: 'POST',
      path: stockProbe.path,
      timestamp,
      nonce,
      body,
    }),
  };
}
