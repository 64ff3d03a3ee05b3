import { createHmac, randomUUID } from 'node:crypto';
import { expect } from '@playwright/test';
import { ERP_HEADERS, erpSigningText } from '../packages/contracts/src/erp/open-signing';

/** An ERP key as the console's "shown once" dialog answers it (issue 26). */
export type ErpCredentials = { key: string; secret: string };

/** The shop's answer envelope: code 0 success, negative refused. */
type Answer<T> = { code: number; message: string; data: T };

/**
 * POSTs `payload` to the open API `path` signed as an ERP tool signs it (README "Open API for ERP
 * tools", `scripts/erp-example.mjs`): HMAC-SHA256 with the secret over method, path, timestamp,
 * nonce and the raw body, the exact bytes sent. Answers `data` after checking the call succeeded.
 */
export async function openCall<T>(
  baseURL: string,
  credentials: ErpCredentials,
  path: string,
  payload: unknown,
): Promise<T> {
  const body = JSON.stringify(payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID().replace(/-/g, '');
  const text = erpSigningText({ method: 'POST', path, timestamp, nonce, body });
  const signature = createHmac('sha256', credentials.secret).update(text, 'utf8').digest('hex');
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [ERP_HEADERS.key]: credentials.key,
      [ERP_HEADERS.timestamp]: timestamp,
      [ERP_HEADERS.nonce]: nonce,
      [ERP_HEADERS.signature]: signature,
    },
    body,
  });
  expect(response.status, `${path} HTTP status`).toBe(200);
  const answer = (await response.json()) as Answer<T>;
  expect(answer.code, `${path}: ${answer.message}`).toBe(0);
  return answer.data;
}
