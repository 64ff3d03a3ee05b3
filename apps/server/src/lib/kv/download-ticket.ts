import { randomBytes } from 'node:crypto';
import type { KeyValueStore } from './kv';

/** How long a prepared download waits for the browser (a minute). */
const TICKET_TTL_MS = 60_000;
const ticketKey = (purpose: string, ticket: string) => `download:${purpose}:${ticket}`;

/**
 * A one-time address for a console download (issue 25's goods export, issue 26's import sheets):
 * a console call remembers what to send for a minute, bound to the staff account, and the
 * browser fetches it with a plain GET (a link downloads to disk), which carries no CSRF header:
 * the ticket stands for it.
 */
export async function issueDownloadTicket(
  kv: KeyValueStore,
  purpose: string,
  staffId: number,
  payload: unknown,
): Promise<string> {
  const ticket = randomBytes(16).toString('hex');
  await kv.set(ticketKey(purpose, ticket), JSON.stringify({ staffId, payload }), TICKET_TTL_MS);
  return ticket;
}

/** What a ticket was issued for, once, when it is the staff account's; else null. */
export async function takeDownloadTicket(
  kv: KeyValueStore,
  purpose: string,
  staffId: number,
  ticket: string,
): Promise<unknown> {
  if (!/^[0-9a-f]{32}$/.test(ticket)) return null;
  const key = ticketKey(purpose, ticket);
  const peek = await kv.get(key);
  // Another account's try must not use up the ticket: look first, take only for its owner.
  if (!peek || (JSON.parse(peek) as { staffId: number }).staffId !== staffId) return null;
  const raw = await kv.take(key);
  return raw ? (JSON.parse(raw) as { payload: unknown }).payload : null;
}
