/**
 * How an ERP tool signs an open API call (issue 26). Every request carries four headers:
 * `X-Erp-Key` (the key id), `X-Erp-Timestamp` (Unix seconds, within ERP_SIGNATURE_WINDOW_SECONDS
 * of the server's clock), `X-Erp-Nonce` (16-64 letters, digits, `-` or `_`, used once per key) and
 * `X-Erp-Signature`: lowercase hex HMAC-SHA256 with the key's secret over
 * `METHOD\nPATH\nTIMESTAMP\nNONCE\nRAW_BODY` (the path without query string, as sent).
 */
export const ERP_HEADERS = {
  key: 'x-erp-key',
  timestamp: 'x-erp-timestamp',
  nonce: 'x-erp-nonce',
  signature: 'x-erp-signature',
} as const;

/** How far a request's timestamp may be from the server's clock, either side (5 minutes). */
export const ERP_SIGNATURE_WINDOW_SECONDS = 300;

/** A nonce: 16-64 letters, digits, `-` or `_` (a UUID without braces fits). */
export const ERP_NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** The text a request's signature is computed over. */
export const erpSigningText = (input: {
  method: string;
  path: string;
  timestamp: string;
  nonce: string;
  body: string;
}): string =>
  [input.method.toUpperCase(), input.path, input.timestamp, input.nonce, input.body].join('\n');

/** The signing rule in words, for the OpenAPI document and the console. */
export const ERP_SIGNING_DESCRIPTION = [
  'Open API for ERP tools (`/open/api/v1/...`, issue 26). Every call is POST with a JSON body and',
  'answers HTTP 200 with `{ code, message, data, timestamp }` (code 0 success, negative refused).',
  'Sign each request with the key id and its secret (shown once in the console):',
  '`X-Erp-Key`: the key id (`ak_...`); `X-Erp-Timestamp`: Unix seconds, within 300 s of the server;',
  '`X-Erp-Nonce`: 16-64 letters, digits, `-` or `_`, never reused with the same key;',
  '`X-Erp-Signature`: lowercase hex HMAC-SHA256(secret, METHOD + "\\n" + PATH + "\\n" + TIMESTAMP',
  '+ "\\n" + NONCE + "\\n" + RAW_BODY). Calls are rate-limited per key and audited.',
].join(' ');

/** Where the OpenAPI document lists every open call with its example (the console links to it). */
export const OPEN_API_DOCS_PATH = '/api/docs';
