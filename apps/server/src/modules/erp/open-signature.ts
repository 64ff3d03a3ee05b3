import { createHmac, timingSafeEqual } from 'node:crypto';
import { erpSigningText } from '@shop/contracts/erp';

/** The lowercase hex HMAC-SHA256 of a request with `secret` (contracts `open-signing.ts`). */
export function signOpenRequest(
  secret: string,
  input: { method: string; path: string; timestamp: string; nonce: string; body: string },
): string {
  return createHmac('sha256', secret).update(erpSigningText(input), 'utf8').digest('hex');
}

/** Whether `signature` is the request's, compared in constant time. */
export function sameSignature(expected: string, signature: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(signature, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
