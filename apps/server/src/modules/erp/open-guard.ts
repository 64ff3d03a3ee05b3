import { Readable } from 'node:stream';
import { ApiCode } from '@shop/contracts/common';
import {
  ERP_HEADERS,
  ERP_KEY_STATUS,
  ERP_NONCE_PATTERN,
  ERP_SIGNATURE_WINDOW_SECONDS,
  type ErpScope,
} from '@shop/contracts/erp';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { MessageKey, MessageParams } from '../../lib/i18n/translate';
import { addressAllowed } from './allowed-address';
import { findErpKey, type ErpKeyRow } from './erp-key.repository';
import { sameSignature, signOpenRequest } from './open-signature';
import type { SecretBox } from './secret-box';

/** The key a signed open call came with, once its signature is proven. */
export type ErpCaller = { keyId: string; siteId: number; scopes: ErpScope[] };

declare module 'fastify' {
  interface FastifyRequest {
    /** The proven ERP key of an open call (issue 26); null elsewhere. */
    erpCaller: ErpCaller | null;
  }
}

/** A nonce is remembered this long: twice the timestamp window, so a replay is always caught. */
const NONCE_TTL_MS = 2 * ERP_SIGNATURE_WINDOW_SECONDS * 1000;

const refuse = (key: MessageKey, params: MessageParams = {}) =>
  new AppError(key, params, ApiCode.TOKEN_ERROR);

/** The body's bytes as sent, at most `limit` + 1 of them (Fastify refuses what is over). */
async function readRaw(payload: NodeJS.ReadableStream, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    chunks.push(buffer);
    size += buffer.length;
    if (size > limit) break;
  }
  return Buffer.concat(chunks);
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return typeof value === 'string' && value ? value : undefined;
};

/** Whether the secret, or the previous one while its grace lasts, signed the request. */
function signedByKey(box: SecretBox, key: ErpKeyRow, signature: string, text: SigningInput) {
  const secrets = [key.secretSealed];
  if (key.previousSecretSealed && key.previousValidUntil && key.previousValidUntil > new Date())
    secrets.push(key.previousSecretSealed);
  return secrets.some((sealed) =>
    sameSignature(signOpenRequest(box.open(sealed), text), signature),
  );
}
type SigningInput = Parameters<typeof signOpenRequest>[1];

/**
 * The check of an open call (issue 26), run in `preParsing` on the raw body before it is parsed,
 * so an unsigned caller learns nothing about the call. Refused with -10009 and a message saying
 * why: signing headers missing, unknown or disabled key, timestamp more than 300 s away, bad
 * nonce, address not allowed, wrong signature (the current secret, or the previous one within its
 * grace), nonce already used by this key; with -1 when the key lacks the call's scope. The
 * body is handed on unchanged for parsing.
 */
export function openGuard(app: FastifyInstance, box: SecretBox, scope: ErpScope | null) {
  return async (request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) => {
    const limit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    const keyId = header(request, ERP_HEADERS.key);
    const timestamp = header(request, ERP_HEADERS.timestamp);
    const nonce = header(request, ERP_HEADERS.nonce);
    const signature = header(request, ERP_HEADERS.signature);
    if (!keyId || !timestamp || !nonce || !signature) throw refuse('erp.headers_missing');
    const key = await findErpKey(app.db, keyId.slice(0, 32));
    if (!key) throw refuse('erp.key_unknown');
    if (key.status !== ERP_KEY_STATUS.enabled) throw refuse('erp.key_disabled');
    const seconds = /^\d{1,12}$/.test(timestamp) ? Number(timestamp) : NaN;
    if (!(Math.abs(Date.now() / 1000 - seconds) <= ERP_SIGNATURE_WINDOW_SECONDS))
      throw refuse('erp.timestamp_out', { seconds: ERP_SIGNATURE_WINDOW_SECONDS });
    if (!ERP_NONCE_PATTERN.test(nonce)) throw refuse('erp.nonce_invalid');
    if (!addressAllowed(key.allowedIps, request.ip))
      throw refuse('erp.address_refused', { ip: request.ip });
    if (Number(request.headers['content-length'] ?? 0) > limit)
      throw new AppError('common.body_too_large');
    const raw = await readRaw(payload, limit);
    const path = (request.raw.url ?? request.url).split('?', 1)[0] ?? '';
    const input = { method: request.method, path, timestamp, nonce, body: raw.toString('utf8') };
    if (!signedByKey(box, key, signature.toLowerCase(), input)) throw refuse('erp.signature_bad');
    if ((await app.kv.increment(`erp:nonce:${key.keyId}:${nonce}`, NONCE_TTL_MS)) > 1)
      throw refuse('erp.nonce_reused');
    const scopes = key.scopes as ErpScope[];
    request.erpCaller = { keyId: key.keyId, siteId: key.siteId, scopes };
    if (scope !== null && !scopes.includes(scope))
      throw new AppError('erp.scope_missing', { scope });
    return Readable.from([raw]);
  };
}
