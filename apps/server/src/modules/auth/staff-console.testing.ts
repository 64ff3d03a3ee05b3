import { STAFF_TOKEN_COOKIE } from '@shop/contracts/constants';
import type { StaffRole } from '@shop/contracts/staff';
import { staff } from '../../db/schema';
import type { TestApp } from '../../test/test-app';
import { CSRF_HEADER } from './staff-access';
import { issueStaffToken } from './staff-token.service';
import { hashPassword } from '../../lib/password';
import type { Reply } from './testing';

/** Test support for console calls (imported by tests only). */

/** A signed-in console session: the staff account and what its calls carry. */
export type ConsoleSession = { staffId: number; cookie: string; csrf: string };

let seq = 0;

/**
 * Creates a staff account of `role` in shop `siteId` (a platform account with `platform`) and
 * opens a console session for it, as the sign-in would.
 */
export async function consoleSession(
  t: TestApp,
  input: { role: StaffRole; siteId: number; platform?: boolean; username?: string },
): Promise<ConsoleSession> {
  seq += 1;
  const username = input.username ?? `${input.role}${seq}`;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      siteId: input.siteId,
      username,
      passwordHash: await hashPassword('demo123456'),
      nickname: username,
      role: input.role,
      isPlatform: input.platform ? 1 : 0,
    })
    .returning({ id: staff.staffId });
  if (!row) throw new Error('no staff');
  const issued = await issueStaffToken(t.database.db, row.id);
  return {
    staffId: row.id,
    cookie: `${STAFF_TOKEN_COOKIE}=${issued.token}`,
    csrf: issued.csrfToken,
  };
}

/** POSTs a console call with the session's cookie and CSRF header (or none, for `null`). */
export async function consolePost<T = unknown>(
  t: TestApp,
  session: ConsoleSession | null,
  url: string,
  body: object = {},
): Promise<Reply<T>> {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    remoteAddress: '10.88.0.1',
    headers: session ? { cookie: session.cookie, [CSRF_HEADER]: session.csrf } : {},
  });
  if (res.statusCode !== 200) throw new Error(`HTTP ${res.statusCode} from ${url}: ${res.body}`);
  const raw = res.headers['set-cookie'];
  const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return { ...res.json<{ code: number; message: string; data: T }>(), setCookies };
}
