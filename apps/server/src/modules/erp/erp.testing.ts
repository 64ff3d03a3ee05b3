import { randomBytes } from 'node:crypto';
import { ERP_HEADERS, type ErpScope, type ErpKeySecret } from '@shop/contracts/erp';
import type { TestApp } from '../../test/test-app';
import { consolePost, consoleSession, type ConsoleSession } from '../auth/staff-console.testing';
import type { Reply } from '../auth/testing';
import { signOpenRequest } from './open-signature';

/** Test support for the open API (issue 26; imported by tests only). */

/** A key as its ERP holds it: the id, the secret, and the admin session that made it. */
export type TestErpKey = { keyId: string; secret: string; admin: ConsoleSession; siteId: number };

/**
 * Creates an ERP key for shop `siteId` with `scopes` through the console, as an administrator
 * would, and answers its id and its secret (shown once).
 */
export async function createErpKey(
  t: TestApp,
  input: { siteId: number; scopes: ErpScope[]; allowedIps?: string[]; note?: string },
): Promise<TestErpKey> {
  const admin = await consoleSession(t, { role: 'admin', siteId: input.siteId });
  const res = await consolePost<ErpKeySecret>(t, admin, '/staff/api/erpkey/add', {
    note: input.note ?? 'ERP 同步',
    scopes: input.scopes,
    allowed_ips: input.allowedIps ?? [],
  });
  if (res.code !== 0) throw new Error(`erp key not created: ${res.message}`);
  return { keyId: res.data.key_id, secret: res.data.secret, admin, siteId: input.siteId };
}

/** What a signed request may change, to test each refusal. */
export type OpenPostOptions = {
  ip?: string;
  /** Unix seconds (default: now). */
  timestamp?: number;
  nonce?: string;
  /** Sign with this secret instead of the key's. */
  secret?: string;
  /** Replace or drop (undefined) headers after signing. */
  headers?: Record<string, string | undefined>;
  lang?: 'en-US';
};

/** POSTs a signed open call (issue 26 signing) and answers the envelope. */
export async function openPost<T = unknown>(
  t: TestApp,
  key: Pick<TestErpKey, 'keyId' | 'secret'>,
  path: string,
  body: unknown = {},
  options: OpenPostOptions = {},
): Promise<Omit<Reply<T>, 'setCookies'> & { status: number }> {
  const raw = JSON.stringify(body);
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = options.nonce ?? randomBytes(12).toString('hex');
  const signature = signOpenRequest(options.secret ?? key.secret, {
    method: 'POST',
    path,
    timestamp,
    nonce,
    body: raw,
  });
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    [ERP_HEADERS.key]: key.keyId,
    [ERP_HEADERS.timestamp]: timestamp,
    [ERP_HEADERS.nonce]: nonce,
    [ERP_HEADERS.signature]: signature,
    ...(options.lang ? { 'accept-language': options.lang } : {}),
  };
  for (const [name, value] of Object.entries(options.headers ?? {}))
    if (value === undefined) delete headers[name];
    else headers[name] = value;
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers,
    remoteAddress: options.ip ?? '10.26.0.1',
  });
  return { ...res.json<{ code: number; message: string; data: T }>(), status: res.statusCode };
}
